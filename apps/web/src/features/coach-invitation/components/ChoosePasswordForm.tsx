import { messages, RegisterRequestSchema } from "@clutch/contract";
import { z } from "zod";
import { AccountPasswordFields } from "../../../components/form/AccountPasswordFields";
import { FormMessages, SubmitButton, TextField } from "../../../components/ui/form";
import { useContractForm } from "../../../hooks/use-contract-form";

/** The registration's password rule and messages, with the confirmation. */
const ChoosePasswordSchema = z
  .object({ password: RegisterRequestSchema.shape.password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: messages.validation.registerPasswordMismatch,
  });

type ChoosePasswordFormProps = {
  email: string;
  /** Creates the account with this password (the mutation, unwrapped, and what follows it). */
  onSubmit: (password: string) => Promise<unknown>;
};

/** The invitee without an account chooses its password; the e-mail is the invited one. */
export function ChoosePasswordForm({ email, onSubmit }: ChoosePasswordFormProps) {
  const form = useContractForm({
    schema: ChoosePasswordSchema,
    defaultValues: { password: "", confirmPassword: "" },
    fallback: messages.general.internal,
    send: ({ password }) => onSubmit(password),
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex w-full flex-col gap-4 text-left">
      <h2 className="font-display text-sm font-bold tracking-[0.16em] text-fg uppercase">
        Choose a password
      </h2>
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
      {/* Read-only, for password managers: the account's e-mail is the invited one. */}
      <TextField label="Email" type="email" value={email} readOnly autoComplete="username" />
      <AccountPasswordFields
        password={form.field("password")}
        confirm={form.field("confirmPassword")}
        focusPassword
      />
      <SubmitButton pending={form.submitting}>Create account and accept</SubmitButton>
    </form>
  );
}
