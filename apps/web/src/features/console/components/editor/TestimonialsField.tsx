import { useFieldArray } from "react-hook-form";
import { smallButton } from "../../../../components/data/styles";
import { FormTextArea, FormTextField, Group, useFieldError } from "../../../../components/form/controls";
import { newTestimonial } from "../../lib/form-values";
import { ImageField } from "./ImageField";

type TestimonialsFieldProps = { name: string; label: string; max?: number };

/** What learners said: text, a picture and who said it. */
export function TestimonialsField({ name, label, max }: TestimonialsFieldProps) {
  const { fields, append, remove } = useFieldArray({ name });
  const error = useFieldError(name);
  const full = max !== undefined && fields.length >= max;
  return (
    <Group legend={label} error={error}>
      {fields.map((field, index) => (
        <Testimonial
          key={field.id}
          path={`${name}.${index}`}
          number={index + 1}
          onRemove={() => remove(index)}
        />
      ))}
      <button
        type="button"
        className={`${smallButton} self-start`}
        disabled={full}
        onClick={() => append(newTestimonial())}
      >
        Add testimonial{max ? ` (at most ${max})` : ""}
      </button>
    </Group>
  );
}

function Testimonial({ path, number, onRemove }: { path: string; number: number; onRemove: () => void }) {
  return (
    <Group legend={`Testimonial ${number}`}>
      <button
        type="button"
        className={`${smallButton} self-start`}
        onClick={onRemove}
        aria-label={`Remove testimonial ${number}`}
      >
        Remove
      </button>
      <FormTextArea name={`${path}.text`} label="Text" rows={3} />
      <FormTextField name={`${path}.author`} label="Author" />
      <ImageField name={`${path}.image`} label="Picture" />
    </Group>
  );
}
