import { PasswordField, type TextFieldProps } from "../ui/form";

/** What `useContractForm`'s `field(name)` gives an input. */
type FieldProps = Omit<TextFieldProps, "label">;

type AccountPasswordFieldsProps = {
  password: FieldProps;
  confirm: FieldProps;
  /** Focuses the password when the form opens (no field before it to type in). */
  focusPassword?: boolean;
};

/** A new account's password, with the registration's rule as its hint, and its confirmation. */
export function AccountPasswordFields({
  password,
  confirm,
  focusPassword = false,
}: AccountPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        hint="8+ characters with an uppercase letter, a number and a special character."
        data-autofocus={focusPassword ? "" : undefined}
        {...password}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        {...confirm}
      />
    </>
  );
}
