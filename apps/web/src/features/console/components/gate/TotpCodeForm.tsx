import { messages, TotpCodeRequestSchema } from "@clutch/contract";
import { FormMessages, SubmitButton, TextField } from "../../../../components/ui/form";
import { useContractForm } from "../../../../hooks/use-contract-form";

type TotpCodeFormProps = {
  /** Exchanges the checked code (verify, or confirm the set-up); rejects with the server's refusal. */
  send: (values: { code: string }) => Promise<unknown>;
  submitLabel: string;
};

/** The 6-digit code from the authenticator app. */
export function TotpCodeForm({ send, submitLabel }: TotpCodeFormProps) {
  const form = useContractForm({
    schema: TotpCodeRequestSchema,
    defaultValues: { code: "" },
    send,
    fallback: messages.general.unavailable,
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
      <TextField
        label="Code from your authenticator app"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        data-autofocus=""
        {...form.field("code")}
      />
      <SubmitButton pending={form.submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
