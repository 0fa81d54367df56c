import { messages } from "@clutch/contract";
import { useParams } from "react-router";
import { PlaceholderPage } from "../../components/PlaceholderPage";
import { site } from "../../config/site";

/* Static, payment and mailing-list pages (SPEC §2); their full content is a later issue. */

export function DealDiscountRoute() {
  return (
    <PlaceholderPage eyebrow="Deals & discounts" title="Under Construction">
      <p>We're building something good here. Deals and discounts land soon.</p>
    </PlaceholderPage>
  );
}

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

export function PrivacyPolicyRoute() {
  return <PlaceholderPage eyebrow="Legal" title="Privacy Policy" />;
}

export function TermsRoute() {
  return <PlaceholderPage eyebrow="Legal" title="Terms & Conditions" />;
}

export function RefundPolicyRoute() {
  return (
    <PlaceholderPage eyebrow="Legal" title="Refund Policy">
      <p>Refunds can be requested within 7 days of payment and are processed within 14 business days.</p>
    </PlaceholderPage>
  );
}

export function ContactUsRoute() {
  return (
    <PlaceholderPage eyebrow="Get in touch" title="Contact Us">
      <address className="not-italic">
        {site.address.lines.join(", ")}
        <br />
        <a href={site.contactWeb.href} className="text-brand-300 underline underline-offset-4">
          {site.contactWeb.label}
        </a>
      </address>
    </PlaceholderPage>
  );
}

export function UnsubscribeRoute() {
  return <PlaceholderPage eyebrow="Mailing list" title="Unsubscribe" />;
}
