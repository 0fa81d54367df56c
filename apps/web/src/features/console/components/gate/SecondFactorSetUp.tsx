import { messages, SecondFactorSetupRequestSchema } from "@clutch/contract";
import { useState } from "react";
import { FormMessages, PasswordField, SubmitButton } from "../../../../components/ui/form";
import { useContractForm } from "../../../../hooks/use-contract-form";
import { useAdminSecondFactorConfirmMutation, useAdminSecondFactorSetupMutation } from "../../api";
import { GateFrame } from "./GateFrame";
import { TotpCodeForm } from "./TotpCodeForm";

const stepTitle = "font-display text-sm font-bold uppercase tracking-[0.14em] text-fg";

/**
 * The set-up's first step: the account's password again (so that a sign-in token alone cannot
 * enrol a second factor), which the server checks before it makes a secret.
 */
function PasswordStep({ send }: { send: (values: { password: string }) => Promise<unknown> }) {
  const form = useContractForm({
    schema: SecondFactorSetupRequestSchema,
    defaultValues: { password: "" },
    send,
    fallback: messages.general.unavailable,
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        data-autofocus=""
        {...form.field("password")}
      />
      <SubmitButton pending={form.submitting}>Start set-up</SubmitButton>
    </form>
  );
}

/**
 * Setting up the second factor: the account's password, a new secret (as a QR code and as text),
 * then a first code from the app (sent with the same password) confirms it and brings the
 * recovery codes (`onConfirmed`).
 */
export function SecondFactorSetUp({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const [setUp, setup] = useAdminSecondFactorSetupMutation();
  const [confirm] = useAdminSecondFactorConfirmMutation();
  const [password, setPassword] = useState("");

  if (!setup.data) {
    return (
      <GateFrame
        title="Set up two-step sign-in"
        lead="The console asks for a code from an authenticator app (Google Authenticator, 1Password, Authy, ...) besides your password. Set it up once; it takes a minute. To begin, enter the password you sign in with."
      >
        <PasswordStep
          send={async (values) => {
            await setUp(values).unwrap();
            setPassword(values.password);
          }}
        />
      </GateFrame>
    );
  }

  const { qrCode, secret } = setup.data;
  return (
    <GateFrame title="Set up two-step sign-in">
      <ol className="flex flex-col gap-6">
        <li className="flex flex-col gap-3">
          <h2 className={stepTitle}>1. Scan this code with your authenticator app</h2>
          <img
            src={qrCode}
            alt="QR code to add the Clutch Academy console to your authenticator app"
            width={200}
            height={200}
            className="size-52 self-center rounded-card bg-white p-2"
          />
        </li>
        <li className="flex flex-col gap-2">
          <h2 className={stepTitle}>2. Or type this key into the app</h2>
          <code className="break-all rounded-control border border-surface-border bg-ink-900/80 px-3.5 py-2.5 font-mono text-sm text-brand-200 select-all">
            {secret}
          </code>
        </li>
        <li className="flex flex-col gap-3">
          <h2 className={stepTitle}>3. Enter the code the app shows</h2>
          <TotpCodeForm
            submitLabel="Confirm"
            send={async (values) =>
              onConfirmed((await confirm({ ...values, password }).unwrap()).recoveryCodes)
            }
          />
        </li>
      </ol>
    </GateFrame>
  );
}
