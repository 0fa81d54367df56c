import { messages } from "@clutch/contract";
import { useParams } from "react-router";
import { PlaceholderPage } from "../../components/PlaceholderPage";

/* Payment pages (SPEC §2); legal, contact and mailing-list pages live in features/legal and features/mailing-list. */

export function PaymentResultRoute() {
  const { orderId } = useParams();
  return (
    <PlaceholderPage eyebrow="Payment" title="Payment Status">
      <p>{messages.payment.checking}</p>
      {orderId ? <p className="mt-2 font-mono text-sm text-fg-subtle">Order {orderId}</p> : null}
    </PlaceholderPage>
  );
}

export function LocalCheckoutRoute() {
  return (
    <PlaceholderPage eyebrow="Test payment — no real money" title="Checkout">
      <p>The built-in test checkout of the local payment provider.</p>
    </PlaceholderPage>
  );
}
