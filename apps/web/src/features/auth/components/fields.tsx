import { OTP_LENGTH } from "@clutch/contract";
import type { ReactNode } from "react";
import { linkButtonStyles, PasswordField, TextField, type TextFieldProps } from "../../../components/ui/form";
import { type AccountDialog, useSwitchDialog } from "../hooks/use-switch-dialog";

/** What `useContractForm`'s `field(name)` gives an input. */
type FieldProps = Omit<TextFieldProps, "label">;

/** The account dialogs' e-mail field, focused when the dialog opens. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      data-autofocus=""
      {...props}
    />
  );
}

/** The e-mailed one-time code, focused when its step opens. */
export function OtpField(props: FieldProps) {
  return (
    <TextField
      label="OTP"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={OTP_LENGTH}
      placeholder={"0".repeat(OTP_LENGTH)}
      data-autofocus=""
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      {...props}
    />
  );
}

/** A new password and its confirmation (resetting or changing the password). */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        {...password}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        {...confirm}
      />
    </>
  );
}

/** A line under a dialog's form that swaps it for another: "Don't have an account? Sign up". */
export function DialogSwitch({
  question,
  from,
  to,
  children,
}: {
  question: string;
  from: AccountDialog;
  to: AccountDialog;
  children: ReactNode;
}) {
  const switchDialog = useSwitchDialog();
  return (
    <p className="text-center text-sm text-fg-muted">
      {question}{" "}
      <button type="button" className={linkButtonStyles} onClick={() => switchDialog(from, to)}>
        {children}
      </button>
    </p>
  );
}
