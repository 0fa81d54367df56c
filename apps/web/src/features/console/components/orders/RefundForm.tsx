import { type AdminOrder, AdminRefundRequestSchema, messages, orderMessages } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { ConfirmDialog } from "../../../../components/data/ConfirmDialog";
import { FormTextArea, FormTextField } from "../../../../components/form/controls";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { rupees } from "../../lib/order-labels";
import { useAdminRefundOrderMutation } from "../../orders-api";

type RefundValues = { mode: "full" | "partial"; amount: string; reason: string };

/** The form's rules: the contract's reason, and an amount only for a partial refund, up to what is left. */
const refundSchema = (refundable: number) =>
  z
    .object({
      mode: z.enum(["full", "partial"]),
      amount: z.string(),
      reason: AdminRefundRequestSchema.shape.reason,
    })
    .superRefine((values, context) => {
      if (values.mode === "full") return;
      const text = values.amount.trim();
      const amount = Number(text);
      if (!/^\d+$/.test(text) || amount < 1) {
        context.addIssue({ code: "custom", path: ["amount"], message: orderMessages.amount });
      } else if (amount > refundable) {
        context.addIssue({ code: "custom", path: ["amount"], message: orderMessages.tooMuch(refundable) });
      }
    });

/**
 * Refund an order in full or in part, with a reason, after a confirmation. It sends the refunded
 * total the operator saw: when the order changed meanwhile (a second press, another operator), the
 * server refuses and the order is shown afresh.
 */
export function RefundForm({ order }: { order: AdminOrder }) {
  const schema = useMemo(() => refundSchema(order.refundable), [order.refundable]);
  const form = useForm<RefundValues>({
    resolver: zodResolver(schema),
    defaultValues: { mode: "full", amount: "", reason: "" },
  });
  const mode = useWatch({ control: form.control, name: "mode" });
  const [refundOrder, call] = useAdminRefundOrderMutation();
  const [confirming, setConfirming] = useState<RefundValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const modeName = useId();

  const amountOf = (values: RefundValues) =>
    values.mode === "full" ? order.refundable : Number(values.amount.trim());

  const send = async (values: RefundValues) => {
    setConfirming(null);
    setFailure(null);
    try {
      const answer = await refundOrder({
        id: order._id,
        body: {
          ...(values.mode === "partial" ? { amount: amountOf(values) } : {}),
          reason: values.reason,
          expectedRefunded: order.refunded,
        },
      }).unwrap();
      notify.success(answer.message);
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error, messages.general.unavailable));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Refund this order"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => setConfirming(values))}
      >
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg-muted">How much</legend>
          <label className="flex items-center gap-2.5 text-sm text-fg">
            <input
              type="radio"
              value="full"
              className="size-4 accent-brand-400"
              name={modeName}
              onChange={() => form.setValue("mode", "full")}
              checked={mode === "full"}
            />
            Everything left: {rupees(order.refundable)} (access to the item ends)
          </label>
          <label className="flex items-center gap-2.5 text-sm text-fg">
            <input
              type="radio"
              value="partial"
              className="size-4 accent-brand-400"
              name={modeName}
              onChange={() => form.setValue("mode", "partial")}
              checked={mode === "partial"}
            />
            Part of it (the learner keeps access)
          </label>
        </fieldset>
        {mode === "partial" ? (
          <FormTextField
            name="amount"
            label="Amount in rupees"
            inputMode="numeric"
            autoComplete="off"
            hint={`1 to ${order.refundable}`}
          />
        ) : null}
        <FormTextArea
          name="reason"
          label="Reason"
          rows={3}
          hint="For the audit trail and the provider; the learner's e-mail does not show it."
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={call.isLoading}>
            {call.isLoading ? "Refunding…" : "Refund"}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Refund ${rupees(amountOf(confirming))}?` : "Refund?"}
        description={
          confirming && amountOf(confirming) === order.refundable
            ? `Everything left of order ${order._id} goes back to ${order.buyer.email}, whose access to ${order.item.name} ends.`
            : `Part of order ${order._id} goes back to ${order.buyer.email}, who keeps access to ${order.item.name}.`
        }
        confirmLabel="Confirm refund"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      />
    </FormProvider>
  );
}
