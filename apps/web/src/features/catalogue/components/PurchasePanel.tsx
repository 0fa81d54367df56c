import { formatPrice } from "@clutch/contract";
import type { ReactNode } from "react";
import { BySessionMark } from "../../../components/ui/BySessionMark";
import { buttonStyles } from "../../../components/ui/button-styles";

type PurchasePanelProps = {
  price: number;
  /** docs/product.md#purchases: shown only when the user does not own it, it is not free and no chapters are loaded. */
  showPurchase: boolean;
  owned: boolean;
  signedIn: boolean;
  /** A stored session is being restored: Purchase waits for it rather than asking to sign in. */
  restoring?: boolean;
  /**
   * False in the server's render and while the app takes it over: Purchase waits too, and says what
   * it waits for by the session mark (a member's or a visitor's page, docs/decisions/015), so a
   * press never lands on the visitor's button just as the member's replaces it.
   */
  viewerKnown?: boolean;
  onLogin: () => void;
  /** A signed-in user's Purchase button (the payments feature's, passed in by the page). */
  purchase: ReactNode;
};

const CHECKING = "Checking your account…";
const SIGN_IN = "Sign in to purchase.";

/**
 * The price and the Purchase button (docs/product.md#purchases). A visitor pressing it gets the
 * login dialog; a signed-in user gets `purchase`, which creates the order and opens the checkout.
 */
export function PurchasePanel({
  price,
  showPurchase,
  owned,
  signedIn,
  restoring = false,
  viewerKnown = true,
  onLogin,
  purchase,
}: PurchasePanelProps) {
  const waiting = restoring || !viewerKnown;
  const note = restoring ? (
    CHECKING
  ) : viewerKnown ? (
    SIGN_IN
  ) : (
    <BySessionMark visitor={SIGN_IN} member={CHECKING} />
  );
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
          purchase
        ) : (
          <>
            <button
              type="button"
              onClick={onLogin}
              disabled={waiting}
              aria-busy={waiting}
              className={`${buttonStyles.primary} w-full`}
            >
              Purchase
            </button>
            <p className="text-center text-xs text-fg-subtle" aria-live="polite">
              {note}
            </p>
          </>
        )
      ) : null}
    </div>
  );
}
