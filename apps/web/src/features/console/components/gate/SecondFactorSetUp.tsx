import { messages } from "@clutch/contract";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { useAdminSecondFactorConfirmMutation, useAdminSecondFactorSetupMutation } from "../../api";
import { GateFrame } from "./GateFrame";
import { TotpCodeForm } from "./TotpCodeForm";

const stepTitle = "font-display text-sm font-bold uppercase tracking-[0.14em] text-fg";

/**
 * Setting up the second factor: a new secret (as a QR code and as text), then a first code from the
 * app confirms it and brings the recovery codes (`onConfirmed`).
 */
export function SecondFactorSetUp({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const [setUp, setup] = useAdminSecondFactorSetupMutation();
  const [confirm] = useAdminSecondFactorConfirmMutation();

  if (!setup.data) {
    return (
      <GateFrame
        title="Set up two-step sign-in"
        lead="The console asks for a code from an authenticator app (Google Authenticator, 1Password, Authy, ...) besides your password. Set it up once; it takes a minute."
      >
        <FormAlert message={setup.isError ? errorMessage(setup.error, messages.general.unavailable) : null} />
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => void setUp()}
          disabled={setup.isLoading}
          aria-busy={setup.isLoading || undefined}
        >
          Start set-up
        </button>
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
            send={async (values) => onConfirmed((await confirm(values).unwrap()).recoveryCodes)}
          />
        </li>
      </ol>
    </GateFrame>
  );
}
