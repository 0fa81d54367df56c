import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import { buttonStyles } from "./button-styles";

const controlBase =
  "w-full rounded-control border border-surface-border bg-ink-900/80 px-3.5 py-2.5 text-base text-fg placeholder:text-fg-subtle transition focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger-400 sm:text-sm";

/** The look of every text input and textarea; read-only fields look like text on a quiet field. */
export const inputStyles = `${controlBase} read-only:cursor-default read-only:border-surface-border/40 read-only:bg-ink-900/30 read-only:text-fg-muted disabled:opacity-60`;

/** Selects (always `:read-only` in CSS); a disabled one reads like a read-only input. */
export const selectStyles = `${controlBase} disabled:cursor-default disabled:border-surface-border/40 disabled:bg-ink-900/30 disabled:text-fg-muted`;

export const labelStyles = "text-sm font-semibold text-fg-muted";

/** A field's error, announced when it appears; the input points at it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm leading-snug text-danger-300">
      {children}
    </p>
  );
}

type FieldFrameProps = {
  label: ReactNode;
  inputId: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

function FieldFrame({ label, inputId, error, hint, children, className = "" }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className={labelStyles}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </div>
  );
}

/** aria-invalid / aria-describedby for an input in a FieldFrame. */
export function fieldAria(inputId: string, error: string | undefined, hint?: ReactNode) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined,
  } as const;
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/** A labelled input with its error and optional hint. */
export function TextField({ label, error, hint, id, ref, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame label={label} inputId={inputId} error={error} hint={hint} className={className}>
      <input ref={ref} id={inputId} className={inputStyles} {...fieldAria(inputId, error, hint)} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, ref, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} inputId={inputId} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          className={`${inputStyles} pr-16`}
          {...fieldAria(inputId, error, hint)}
          {...input}
        />
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-bold uppercase tracking-wider text-brand-300 transition hover:bg-white/5 hover:text-brand-200"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </FieldFrame>
  );
}

type FormAlertProps = {
  message: string | null | undefined;
  onClose?: () => void;
  tone?: "error" | "success";
  className?: string;
};

/**
 * The small message box of a dialog (docs/product.md#routes: errors "in a small popup with a Close button").
 * Errors are alerts; successes are polite status messages.
 */
export function FormAlert({ message, onClose, tone = "error", className = "" }: FormAlertProps) {
  if (!message) return null;
  const colours =
    tone === "error"
      ? "border-danger-400/40 bg-danger-400/10 text-danger-300"
      : "border-success-400/40 bg-success-400/10 text-success-400";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start justify-between gap-3 rounded-control border px-3.5 py-3 text-sm leading-snug shadow-card ${colours} ${className}`}
    >
      <p className="pt-0.5">{message}</p>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded-md border border-current/30 px-2 py-0.5 text-xs font-bold uppercase tracking-wider hover:bg-white/5"
        >
          Close
        </button>
      ) : null}
    </div>
  );
}

type FormMessagesProps = {
  failure: string | null;
  onDismissFailure: () => void;
  /** A success, or what the step is about; it gives way to a failure. */
  notice?: string | null;
};

/** A form's messages above its fields: the failure (with Close), else the notice. */
export function FormMessages({ failure, onDismissFailure, notice }: FormMessagesProps) {
  return (
    <>
      <FormAlert message={failure ? null : notice} tone="success" />
      <FormAlert message={failure} onClose={onDismissFailure} />
    </>
  );
}

type SubmitButtonProps = {
  children: ReactNode;
  pending?: boolean;
  pendingLabel?: ReactNode;
  className?: string;
  disabled?: boolean;
};

/** The primary button of a form, with a spinner while its request runs. */
export function SubmitButton({
  children,
  pending,
  pendingLabel,
  className = "",
  disabled,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`${buttonStyles.primary} w-full ${className}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 animate-spin-slow rounded-full border-2 border-ink-950/30 border-t-ink-950"
        />
      ) : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A button that reads like a link (an action inside a dialog, not a navigation). */
export const linkButtonStyles =
  "rounded-sm font-semibold text-brand-300 underline-offset-4 transition hover:text-brand-200 hover:underline";
