import { useFormContext, useWatch } from "react-hook-form";
import { smallButton } from "../data/styles";
import { FormTextField, Group, useFieldError } from "./controls";

type StringListFieldProps = { name: string; label: string; itemLabel: string };

/** A list of short texts (features, notable teams): add, change, remove. */
export function StringListField({ name, label, itemLabel }: StringListFieldProps) {
  const { setValue } = useFormContext();
  const items = (useWatch({ name }) as string[] | undefined) ?? [];
  const error = useFieldError(name);
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true });
  const noun = itemLabel.toLowerCase();
  return (
    <Group legend={label} error={error}>
      {items.map((_, index) => (
        <StringRow
          // Index keys: the rows are plain texts, each input shows the value at its index.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          name={`${name}.${index}`}
          label={`${itemLabel} ${index + 1}`}
          onRemove={() => change(items.filter((__, at) => at !== index))}
        />
      ))}
      <button type="button" className={`${smallButton} self-start`} onClick={() => change([...items, ""])}>
        Add {noun}
      </button>
    </Group>
  );
}

function StringRow({ name, label, onRemove }: { name: string; label: string; onRemove: () => void }) {
  return (
    <div className="flex items-end gap-2">
      <FormTextField name={name} label={label} className="flex-1" />
      <button
        type="button"
        className={`${smallButton} mb-2`}
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}
