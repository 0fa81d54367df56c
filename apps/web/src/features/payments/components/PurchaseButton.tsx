import { useId } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { CheckoutFeedback } from "../../../lib/checkout/CheckoutFeedback";
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
  const attempt = usePurchase(options);
  const { busy, start } = attempt;
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
      <CheckoutFeedback attempt={attempt} profilePhone={profilePhone} dialogFailure={DIALOG_FAILED} />
    </div>
  );
}
