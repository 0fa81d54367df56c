import { type LocalCheckout as Checkout, formatPrice, messages, paths } from "@clutch/contract";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, isApiError, isNotFound } from "../../../lib/api-error";
import { useLocalCheckoutQuery, useLocalCompleteMutation } from "../api";
import { orderItemText } from "../lib/order-links";

const m = messages.payment;

/** docs/product.md#purchases: the built-in checkout says plainly that nothing is charged. */
const TEST_PAYMENT_NOTICE = "Test payment — no real money";

/** "14:05" in the visitor's time zone. */
function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

type Outcome = "success" | "failure";

/**
 * `/checkout/local/{paymentSessionId}`: the `local` provider's checkout page
 * (docs/product.md#purchases), standing in for Cashfree's hosted page when no real money is
 * involved. It shows the item and amount with Pay and Cancel; either completes the order and goes
 * to the result page, which reads the outcome from the server like after a real checkout.
 */
export function LocalCheckout({ paymentSessionId }: { paymentSessionId: string }) {
  const query = useLocalCheckoutQuery(paymentSessionId, { refetchOnMountOrArgChange: true });
  const notFound = isNotFound(query.error);
  const notFoundTitle = errorMessage(query.error, m.checkoutNotFound);
  useDocumentTitle(notFound ? notFoundTitle : "Checkout");

  if (query.isLoading) return <LoadingState className="min-h-[60dvh]" />;
  if (notFound) {
    return (
      <NotFound
        title={notFoundTitle}
        description="This test checkout link is not valid. Start again from the course or guide you want."
        backTo={{ to: paths.courses, label: "Browse courses" }}
      />
    );
  }
  const checkout = query.data?.checkout;
  if (query.error || !checkout) {
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(query.error, m.somethingWentWrong)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  return <CheckoutCard checkout={checkout} paymentSessionId={paymentSessionId} onStale={query.refetch} />;
}

function CheckoutCard({
  checkout,
  paymentSessionId,
  onStale,
}: {
  checkout: Checkout;
  paymentSessionId: string;
  onStale: () => unknown;
}) {
  const navigate = useNavigate();
  const [complete] = useLocalCompleteMutation();
  const [pending, setPending] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const noticeId = useId();
  const { item } = checkout;
  const text = orderItemText(item);

  const finish = async (outcome: Outcome) => {
    if (pending) return;
    setPending(outcome);
    setFailure(null);
    try {
      const { orderId } = await complete({ paymentSessionId, outcome }).unwrap();
      // The result page replaces this one: Back does not lead to a closed checkout.
      navigate(paths.paymentResult(orderId), { replace: true });
    } catch (error) {
      setPending(null);
      setFailure(errorMessage(error, m.somethingWentWrong));
      // Paid or expired meanwhile (409): show what the order is now.
      if (isApiError(error) && error.status === 409) void onStale();
    }
  };

  return (
    <Container className="py-10 sm:py-16">
      <section
        aria-labelledby={headingId}
        aria-describedby={noticeId}
        className="mx-auto flex max-w-lg flex-col gap-6 rounded-panel border border-surface-border bg-surface-raised/80 p-5 shadow-card sm:p-8"
      >
        <p
          id={noticeId}
          className="rounded-control border border-highlight-400/50 bg-highlight-400/10 px-4 py-3 text-center font-display text-sm font-bold tracking-[0.08em] text-highlight-300 uppercase"
        >
          {TEST_PAYMENT_NOTICE}
        </p>
        <div className="flex flex-col gap-1">
          <p className="font-display text-eyebrow font-bold text-brand-300 uppercase">Checkout</p>
          <h1 id={headingId} className="font-display text-display-md font-black uppercase italic text-fg">
            {item.name}
          </h1>
        </div>

        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-fg-subtle">Item</dt>
          <dd className="text-fg">{text.label}</dd>
          <dt className="text-fg-subtle">Amount</dt>
          <dd className="font-display text-2xl font-black italic text-highlight-300">
            {formatPrice(item.amount)}
          </dd>
          <dt className="text-fg-subtle">Order</dt>
          <dd className="font-mono text-xs break-all text-fg-muted">{checkout.orderId}</dd>
          {checkout.status === "ACTIVE" ? (
            <>
              <dt className="text-fg-subtle">Expires</dt>
              <dd className="text-fg-muted">
                <time dateTime={checkout.expiresAt}>{timeOf(checkout.expiresAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>

        {failure ? (
          <p
            role="alert"
            className="rounded-control border border-danger-400/40 bg-danger-400/10 px-3.5 py-3 text-sm text-danger-300"
          >
            {failure}
          </p>
        ) : null}

        {checkout.status === "ACTIVE" ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <OutcomeButton
              outcome="success"
              pending={pending}
              onPress={finish}
              className={`${buttonStyles.primary} sm:flex-1`}
              label={`Pay ${formatPrice(item.amount)}`}
              busyLabel="Paying..."
            />
            <OutcomeButton
              outcome="failure"
              pending={pending}
              onPress={finish}
              className={`${buttonStyles.secondary} sm:flex-1`}
              label="Cancel"
              busyLabel="Cancelling..."
            />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {failure ? null : (
              <p role="status" className="text-sm text-fg-muted">
                {m.checkoutClosed}:{" "}
                {checkout.status === "PAID" ? "this order is paid already." : "this order has expired."}
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {checkout.status === "PAID" ? (
                <Link to={paths.paymentResult(checkout.orderId)} className={buttonStyles.primary}>
                  See the payment
                </Link>
              ) : null}
              <Link
                to={text.item.to}
                className={checkout.status === "PAID" ? buttonStyles.secondary : buttonStyles.primary}
              >
                {text.item.label}
              </Link>
            </div>
          </div>
        )}
        {checkout.status === "ACTIVE" ? (
          <p className="text-xs text-fg-subtle">
            Pay marks this order paid and{" "}
            {item.kind === "session" ? "confirms the booking" : `unlocks the ${text.noun}`}. Cancel marks it
            failed. No card, bank or wallet is involved.
          </p>
        ) : null}
      </section>
    </Container>
  );
}

function OutcomeButton({
  outcome,
  pending,
  onPress,
  className,
  label,
  busyLabel,
}: {
  outcome: Outcome;
  pending: Outcome | null;
  onPress: (outcome: Outcome) => void;
  className: string;
  label: string;
  busyLabel: string;
}) {
  const busy = pending === outcome;
  return (
    <button
      type="button"
      onClick={() => onPress(outcome)}
      aria-disabled={pending !== null || undefined}
      aria-busy={busy || undefined}
      className={`${className} ${pending !== null && !busy ? "opacity-50" : ""}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 animate-spin-slow rounded-full border-2 border-current/30 border-t-current"
        />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}
