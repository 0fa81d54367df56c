import { CANCEL_REASON_MAX, formatPrice } from "@clutch/contract";
import type { FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormTextArea } from "../form/controls";
import { FormDialog } from "../form/FormDialog";

type CancelAndRefundDialogProps = {
  open?: boolean;
  onClose: () => void;
  /** What is cancelled: "session" gives "Cancel this session?" and "Keep session". */
  noun: string;
  /** What follows the cancellation, under the title. */
  description: string;
  form: UseFormReturn<{ reason: string }, unknown, { reason: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  onDismissFailure: () => void;
  pending: boolean;
  /** The session's title (and coach). */
  session: string;
  when: string;
  learner: string;
  price: number;
  /** Who reads the reason. */
  reasonHint: string;
};

/** Asks for the reason before cancelling a booked session, which refunds the learner in full. */
export function CancelAndRefundDialog({
  noun,
  session,
  when,
  learner,
  price,
  reasonHint,
  ...dialog
}: CancelAndRefundDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title={`Cancel this ${noun}?`}
      size="md"
      closeLabel={`Keep ${noun}`}
      submitLabel="Cancel and refund"
      pendingLabel="Cancelling…"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">Session</dt>
        <dd className="text-fg">{session}</dd>
        <dt className="text-fg-muted">When</dt>
        <dd className="text-fg">{when}</dd>
        <dt className="text-fg-muted">Learner</dt>
        <dd className="break-all text-fg">{learner}</dd>
        <dt className="text-fg-muted">Refund</dt>
        <dd className="text-fg">{formatPrice(price)} in full</dd>
      </dl>
      <FormTextArea
        name="reason"
        label="Reason"
        hint={reasonHint}
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        data-autofocus=""
      />
    </FormDialog>
  );
}
