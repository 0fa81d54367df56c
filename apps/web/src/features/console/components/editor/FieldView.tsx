import { useWatch } from "react-hook-form";
import {
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  Group,
} from "../../../../components/form/controls";
import { StringListField } from "../../../../components/form/StringListField";
import { type Field, flagLabel } from "../../lib/fields";
import { ChaptersField } from "./ChaptersField";
import { IdPicker } from "./IdPicker";
import { ImageField } from "./ImageField";
import { TestimonialsField } from "./TestimonialsField";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Every IANA zone the browser knows (the server checks the same way). */
let timeZones: { value: string; label: string }[] | undefined;
const timeZoneOptions = () => {
  timeZones ??= asOptions(Intl.supportedValuesOf("timeZone"));
  return timeZones;
};

/** One field of an editor, drawn from its description (lib/fields.ts). */
export function FieldView({ field }: { field: Field }) {
  switch (field.type) {
    case "image":
      return <ImageField name={field.name} label={field.label} />;
    case "flags":
      return <FlagsField label={field.label} names={field.names} />;
    case "strings":
      return <StringListField name={field.name} label={field.label} itemLabel={field.itemLabel} />;
    case "ids":
      return <IdPicker name={field.name} label={field.label} kind={field.kind} />;
    case "chapters":
      return <ChaptersField name={field.name} label={field.label} />;
    case "testimonials":
      return <TestimonialsField name={field.name} label={field.label} max={field.max} />;
    default:
      return <PlainField field={field} />;
  }
}

type PlainFieldType = "text" | "textarea" | "number" | "select" | "timeZone" | "checkbox";

function PlainField({ field }: { field: Extract<Field, { type: PlainFieldType }> }) {
  switch (field.type) {
    case "textarea":
      return <FormTextArea name={field.name} label={field.label} hint={field.hint} />;
    case "number":
      return (
        <FormTextField
          name={field.name}
          type="number"
          inputMode={field.step ? "decimal" : "numeric"}
          step={field.step ?? 1}
          label={field.label}
        />
      );
    case "select":
      return <FormSelect name={field.name} label={field.label} options={asOptions(field.options)} />;
    case "timeZone":
      return <TimeZoneField name={field.name} label={field.label} />;
    case "checkbox":
      return <FormCheckbox name={field.name} label={field.label} hint={field.hint} />;
    default:
      return <FormTextField name={field.name} label={field.label} hint={field.hint} />;
  }
}

/** The zones the browser knows, and the item's own should the browser not list it (an alias, say). */
function TimeZoneField({ name, label }: { name: string; label: string }) {
  const current: unknown = useWatch({ name });
  const zones = timeZoneOptions();
  const options =
    typeof current === "string" && current && !zones.some((zone) => zone.value === current)
      ? [{ value: current, label: current }, ...zones]
      : zones;
  return <FormSelect name={name} label={label} options={options} />;
}

function FlagsField({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <Group legend={label}>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {names.map((flag) => (
          <FormCheckbox key={flag} name={flag} label={flagLabel(flag)} />
        ))}
      </div>
    </Group>
  );
}
