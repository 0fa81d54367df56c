import { messages, RecoveryCodeRequestSchema } from "@clutch/contract";
import { useState } from "react";
import { FormMessages, linkButtonStyles, SubmitButton, TextField } from "../../../../components/ui/form";
import { useContractForm } from "../../../../hooks/use-contract-form";
import { useAdminSecondFactorRecoverMutation, useAdminSecondFactorVerifyMutation } from "../../api";
import { GateFrame } from "./GateFrame";
import { TotpCodeForm } from "./TotpCodeForm";

/** Two-step sign-in: a code from the app, or one of the recovery codes when the app is lost. */
export function CodeEntry() {
  const [recovery, setRecovery] = useState(false);
  const [verify] = useAdminSecondFactorVerifyMutation();
  return (
    <GateFrame
      title="Two-step sign-in"
      lead={
        recovery
          ? "Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once."
          : messages.admin.secondFactorRequired
      }
    >
      {recovery ? (
        <RecoveryCodeForm />
      ) : (
        <TotpCodeForm send={(values) => verify(values).unwrap()} submitLabel="Continue" />
      )}
      <button
        type="button"
        className={`${linkButtonStyles} self-start text-sm`}
        onClick={() => setRecovery((value) => !value)}
      >
        {recovery ? "Use a code from the app" : "Use a recovery code"}
      </button>
    </GateFrame>
  );
}

function RecoveryCodeForm() {
  const [recover] = useAdminSecondFactorRecoverMutation();
  const form = useContractForm({
    schema: RecoveryCodeRequestSchema,
    defaultValues: { recoveryCode: "" },
    send: (values) => recover(values).unwrap(),
    fallback: messages.general.unavailable,
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
      <TextField
        label="Recovery code"
        autoComplete="off"
        spellCheck={false}
        data-autofocus=""
        {...form.field("recoveryCode")}
      />
      <SubmitButton pending={form.submitting}>Continue</SubmitButton>
    </form>
  );
}
