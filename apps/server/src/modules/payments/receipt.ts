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
