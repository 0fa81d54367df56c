import {
  CANCEL_NOTICE_HOURS,
  paths,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REQUEST_DAYS,
} from "@clutch/contract";
import { Link } from "react-router";
import { site } from "../../../config/site";
import { LegalPage, type LegalSection } from "../../../features/legal/components/LegalPage";

/* The refund policy (docs/product.md#refund-policy); its numbers are the contract's. */

const sections: LegalSection[] = [
  {
    id: "window",
    title: "When you can ask for a refund",
    body: (
      <>
        <p>
          You can request a refund <strong>within {REFUND_REQUEST_DAYS} days of payment</strong> for a course,
          guide, coaching session or subscription that you have not started or used yet.
        </p>
        <p>
          Approved refunds are{" "}
          <strong>processed within {REFUND_PROCESSING_BUSINESS_DAYS} business days</strong> to the original
          payment method through Cashfree Payments. Your bank may take a few more days to show the credit.
        </p>
      </>
    ),
  },
  {
    id: "exclusions",
    title: "What cannot be refunded",
    body: (
      <>
        <p>No refund is possible once any of the following is scheduled or purchased:</p>
        <ul>
          <li>a workshop;</li>
          <li>a masterclass;</li>
          <li>a team package;</li>
          <li>a certification program;</li>
          <li>a special offer.</li>
        </ul>
        <p>
          No refund is possible either for <strong>a service already accessed</strong>: a course or guide
          whose chapters you have opened, or a coaching session that has taken place.
        </p>
      </>
    ),
  },
  {
    id: "how",
    title: "How to request a refund",
    body: (
      <>
        <p>
          E-mail <a href={`mailto:${site.email}`}>{site.email}</a> or use the{" "}
          <Link to={paths.contactUs}>contact form</Link> with the subject "Refund", and include:
        </p>
        <ul>
          <li>the e-mail address of your account;</li>
          <li>the order number and the item you bought;</li>
          <li>the reason for the request (optional, but it helps us improve).</li>
        </ul>
        <p>We confirm receipt within two business days and tell you whether the refund is approved.</p>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancelling a coaching session",
    body: (
      <p>
        You may move a booked live session to another slot once, free of charge, up to {CANCEL_NOTICE_HOURS}{" "}
        hours before it starts. If a coach cancels and no new time suits you, you get a full refund, whatever
        the rules above say.
      </p>
    ),
  },
  {
    id: "failed-payments",
    title: "Failed or duplicate payments",
    body: (
      <p>
        If money left your account but the purchase does not appear in your profile, or you were charged
        twice, write to us with the order number. Such amounts are always returned in full.
      </p>
    ),
  },
];

export function RefundPolicyRoute() {
  return (
    <LegalPage
      title="Refund Policy"
      description={`Clutch Academy refunds: request within ${REFUND_REQUEST_DAYS} days of payment, processed within ${REFUND_PROCESSING_BUSINESS_DAYS} business days. What can and cannot be refunded.`}
      lead={<p>Refunds and cancellations, in plain words.</p>}
      updated="1 November 2026"
      sections={sections}
    />
  );
}
