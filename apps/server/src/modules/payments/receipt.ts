import { type OrderKind, paths } from "@clutch/contract";
import { brandedMail, type MailMessage } from "../../lib/mail";

export interface ReceiptFacts {
  to: string;
  userName: string;
  itemKind: OrderKind;
  itemName: string;
  amount: number;
  orderId: string;
  paidAt: Date;
  publicUrl: string;
}

const ITEM_LABEL: Record<OrderKind, string> = { course: "Course", guide: "Guide", session: "Live session" };

const inr = (amount: number) => `INR ${amount.toLocaleString("en-IN")}`;

/** The e-mailed receipt of a paid order: item, amount, order id, date and the refund policy. */
export function receiptMail(facts: ReceiptFacts): MailMessage {
  const date = facts.paidAt.toLocaleString("en-IN", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  const policyUrl = `${facts.publicUrl}${paths.refundPolicy}`;
  const lines: [string, string][] = [
    [ITEM_LABEL[facts.itemKind], facts.itemName],
    ["Amount paid", inr(facts.amount)],
    ["Order ID", facts.orderId],
    ["Date", `${date} IST`],
  ];
  const greeting = facts.userName ? `Hi ${facts.userName},` : "Hi,";
  const intro = `Thank you for your purchase. This is your receipt.`;
  const policy = `Refunds follow our refund policy: ${policyUrl}`;
  const mail = brandedMail({
    to: facts.to,
    subject: `Your Clutch Academy receipt for ${facts.itemName}`,
    text: `${greeting}\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${policy}\n\n- Clutch Academy\n`,
    paragraphs: [greeting, intro],
    table: lines,
    footer: [
      {
        text: "Refunds follow our refund policy.",
        link: { href: policyUrl, label: "Read the refund policy" },
      },
    ],
  });
  return { ...mail, messageId: `<receipt-${facts.orderId}@${new URL(facts.publicUrl).hostname}>` };
}

export interface RefundMailFacts {
  to: string;
  userName: string;
  itemKind: OrderKind;
  itemName: string;
  /** Rupees refunded by this refund. */
  amount: number;
  /** Whether it refunded the rest of the order (access to the item ends). */
  full: boolean;
  orderId: string;
  refundId: string;
  publicUrl: string;
}

/** The learner's e-mail about a refund of their order: amount, item and order id (the reason is the business's). */
export function refundMail(facts: RefundMailFacts): MailMessage {
  const lines: [string, string][] = [
    [ITEM_LABEL[facts.itemKind], facts.itemName],
    ["Amount refunded", inr(facts.amount)],
    ["Order ID", facts.orderId],
    ["Refund ID", facts.refundId],
  ];
  const greeting = facts.userName ? `Hi ${facts.userName},` : "Hi,";
  const intro = facts.full
    ? `We have refunded your order for ${facts.itemName}. Your access to it has ended.`
    : `We have refunded part of your order for ${facts.itemName}. You keep your access to it.`;
  const timing = "The money goes back to the way you paid; banks usually take 5 to 7 working days.";
  const mail = brandedMail({
    to: facts.to,
    subject: `Your Clutch Academy refund for ${facts.itemName}`,
    text: `${greeting}\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${timing}\n\n- Clutch Academy\n`,
    paragraphs: [greeting, intro, timing],
    table: lines,
  });
  return { ...mail, messageId: `<refund-${facts.refundId}@${new URL(facts.publicUrl).hostname}>` };
}
