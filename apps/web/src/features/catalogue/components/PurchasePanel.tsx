import { formatPrice } from "@clutch/contract";
import { useId } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";

type PurchasePanelProps = {
  price: number;
  /** SPEC §4: shown only when the user does not own it, it is not free and no chapters are loaded. */
  showPurchase: boolean;
  owned: boolean;
  signedIn: boolean;
  onLogin: () => void;
};

/**
 * The price and the Purchase button. A visitor pressing it gets the login dialog; for a signed-in
 * user it stays inert with a note until purchases are wired (no payment is faked here).
 */
export function PurchasePanel({ price, showPurchase, owned, signedIn, onLogin }: PurchasePanelProps) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="font-display text-eyebrow font-bold text-fg-subtle uppercase">Price</p>
        <p
          data-testid="price"
          className={`font-display text-4xl font-black italic ${price === 0 ? "text-success-400" : "text-highlight-300"}`}
        >
          {formatPrice(price)}
        </p>
        {price > 0 ? <p className="text-xs text-fg-subtle">One-time payment, in INR</p> : null}
      </div>
      {owned ? (
        <p className="rounded-control border border-success-400/40 bg-success-400/10 px-4 py-3 text-sm font-semibold text-success-400">
          You own this. Enjoy the full content below.
        </p>
      ) : null}
      {showPurchase ? (
        signedIn ? (
          <>
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={noteId}
              className={`${buttonStyles.primary} w-full cursor-not-allowed opacity-60`}
            >
              Purchase
            </button>
            <p id={noteId} className="text-center text-xs text-fg-muted">
              Purchases open soon.
            </p>
          </>
        ) : (
          <>
            <button type="button" onClick={onLogin} className={`${buttonStyles.primary} w-full`}>
              Purchase
            </button>
            <p className="text-center text-xs text-fg-subtle">Sign in to purchase.</p>
          </>
        )
      ) : null}
    </div>
  );
}
