import { useParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { LocalCheckout } from "../../features/payments/components/LocalCheckout";
import { PaymentResult } from "../../features/payments/components/PaymentResult";

/* The payment pages (docs/product.md#purchases), one lazily loaded chunk. */

/** `/payment-success/{orderId}`: every checkout comes back here. */
export function PaymentResultRoute() {
  const orderId = useParams().orderId ?? "";
  return (
    <Container className="py-16 sm:py-24">
      {/* A new order id is a new page: its own polling window. */}
      <PaymentResult key={orderId} orderId={orderId} />
    </Container>
  );
}

/** `/checkout/local/{paymentSessionId}`: the built-in test checkout of the `local` provider. */
export function LocalCheckoutRoute() {
  const sessionId = useParams().sessionId ?? "";
  return <LocalCheckout key={sessionId} paymentSessionId={sessionId} />;
}
