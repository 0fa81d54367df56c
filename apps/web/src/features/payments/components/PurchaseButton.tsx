import { useId } from "react";
import { CheckoutProblem } from "../../../components/CheckoutProblem";
import { PhonePrompt } from "../../../components/PhonePrompt";
import { buttonStyles } from "../../../components/ui/button-styles";
import { type PurchaseOptions, usePurchase } from "../hooks/use-purchase";

const DIALOG_FAILED = "This dialog could not be opened. Please reload the page and try again.";

type PurchaseButtonProps = PurchaseOptions & {
  /** The phone number on the user's profile, offered when the provider asks for one. */
  profilePhone?: string;
};

/**
 * The signed-in user's Purchase button (docs/product.md#purchases): busy while an order is created
 * and the checkout opens, a failure said in an alert under it (with "Try again" where that can
 * help), and the phone number prompt when the payment provider needs one.
 */
export function PurchaseButton({ profilePhone = "", ...options }: PurchaseButtonProps) {
  const { busy, problem, start, dismissProblem, phone } = usePurchase(options);
  const statusId = useId();

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void start()}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={statusId}
        className={`${buttonStyles.primary} w-full ${busy ? "cursor-progress opacity-70" : ""}`}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin-slow rounded-full border-2 border-ink-950/30 border-t-ink-950"
          />
        ) : null}
        Purchase
      </button>
      <p id={statusId} role="status" className="text-center text-xs text-fg-subtle">
        {busy ? "Opening the secure checkout..." : "The checkout opens in this window."}
      </p>
      {problem && !phone.open ? (
        <CheckoutProblem problem={problem} onRetry={() => void start()} onClose={dismissProblem} />
      ) : null}
      <PhonePrompt phone={phone} initialPhone={profilePhone} pending={busy} failure={DIALOG_FAILED} />
    </div>
  );
}
