import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { get, useFormContext, useFormState, useWatch } from "react-hook-form";
import {
  FieldError,
  fieldAria,
  inputStyles,
  labelStyles,
  selectStyles,
  TextField,
  type TextFieldProps,
} from "../ui/form";

/** The message of a field's error (a nested path; an array's own error too), or nothing. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, name);
  return error?.message ?? error?.root?.message;
}

type FrameProps = { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode };

function Frame({ id, label, error, hint, children }: FrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

function TextAreaField({ label, error, hint, ref, rows = 5, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={inputStyles}
        {...fieldAria(id, error, hint)}
        {...props}
      />
    </Frame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

function SelectField({ label, error, hint, options, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} id={id} className={selectStyles} {...fieldAria(id, error, hint)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

function Checkbox({ label, hint, ref, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-400"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm text-fg">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-fg-muted">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A group of fields under a legend (a chapter, a testimonial, the flags). */
export function Group({
  legend,
  children,
  error,
}: {
  legend: ReactNode;
  children: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-4 rounded-card border border-surface-border bg-ink-900/40 p-4"
      aria-describedby={error ? id : undefined}
    >
      <legend className="px-1 font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted">
        {legend}
      </legend>
      {children}
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}

type Named<P> = Omit<P, "error" | "name" | "ref"> & { name: string };

/** A text input registered in the surrounding form under `name`, with its error. */
export function FormTextField({ name, ...props }: Named<TextFieldProps>) {
  const { register } = useFormContext();
  return <TextField error={useFieldError(name)} {...props} {...register(name)} />;
}

export function FormTextArea({ name, ...props }: Named<TextAreaFieldProps>) {
  const { register } = useFormContext();
  return <TextAreaField error={useFieldError(name)} {...props} {...register(name)} />;
}

/** Controlled by the form's value: a select left to the form alone may not show its first value. */
export function FormSelect({ name, ...props }: Named<SelectFieldProps>) {
  const { register } = useFormContext();
  const value: unknown = useWatch({ name });
  return (
    <SelectField
      error={useFieldError(name)}
      {...props}
      {...register(name)}
      value={value === undefined || value === null ? "" : String(value)}
    />
  );
}

export function FormCheckbox({ name, ...props }: Named<CheckboxProps>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name)} />;
}
