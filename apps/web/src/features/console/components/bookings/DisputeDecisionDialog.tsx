import { type AdminBooking, adminBookingMessages as m } from "@clutch/contract";
import { useState } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { Modal } from "../../../../components/ui/Modal";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { useAdminReverseDisputeMutation, useAdminUpholdDisputeMutation } from "../../bookings-api";
import { formatSessionTime } from "./booking-labels";

export type DisputeDecision = "uphold" | "reverse";

type Props = { booking: AdminBooking; decision: DisputeDecision; onClose: () => void };

/**
 * Asks before deciding a disputed no-show, saying what follows: upheld, the fee stays with the
 * coach; reversed, a full refund once and the coach's share off their earnings. The learner is e-mailed either way.
 */
export function DisputeDecisionDialog({ booking, decision, onClose }: Props) {
  const [uphold, upholding] = useAdminUpholdDisputeMutation();
  const [reverse, reversing] = useAdminReverseDisputeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = upholding.isLoading || reversing.isLoading;

  const confirm = async () => {
    if (pending) return;
    setFailure(null);
    try {
      if (decision === "uphold") {
        await uphold(booking._id).unwrap();
        notify.success(m.upheld);
      } else {
        await reverse(booking._id).unwrap();
        notify.success(m.reversed);
      }
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, m.resolveFailed));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={decision === "uphold" ? "Keep the mark of absence?" : "Reverse the no-show?"}
      description={decision === "uphold" ? m.upholdConfirm : m.reverseConfirm}
      size="sm"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          {booking.title} with {booking.coach.name}, {formatSessionTime(booking.start)} ·{" "}
          {booking.learner.email}
        </p>
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose} data-autofocus="">
            Back
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void confirm()}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {decision === "uphold" ? "Keep the mark" : "Reverse and refund"}
          </button>
        </div>
      </div>
    </Modal>
  );
}
