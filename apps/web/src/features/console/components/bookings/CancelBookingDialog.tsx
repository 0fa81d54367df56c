import {
  type AdminBooking,
  type AdminCancelBookingRequest,
  AdminCancelBookingRequestSchema,
  CANCEL_REASON_MAX,
  formatPrice,
  adminBookingMessages as m,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextArea } from "../../../../components/form/controls";
import { DialogDetails, FormDialog } from "../../../../components/form/FormDialog";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { useAdminCancelBookingMutation } from "../../bookings-api";
import { formatSessionTime } from "./booking-labels";

type Props = { booking: AdminBooking; open: boolean; onClose: () => void };

/**
 * Asks for the reason before cancelling a booking on the business's side, saying what follows: a
 * full refund and an e-mail to the learner. The result (refunded, or pending at the provider) is a toast.
 */
export function CancelBookingDialog({ booking, open, onClose }: Props) {
  const [cancelBooking, call] = useAdminCancelBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminCancelBookingRequest>({
    resolver: zodResolver(AdminCancelBookingRequestSchema),
    defaultValues: { reason: "" },
  });
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await cancelBooking({ id: booking._id, body }).unwrap();
      notify.success(result.refund.status === "REFUNDED" ? m.refunded : m.refundPending);
      close();
    } catch (error) {
      setFailure(errorMessage(error, m.cancelFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Cancel this booking?"
      description={m.cancelConfirm}
      size="md"
      form={form}
      onSubmit={submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      closeLabel="Keep booking"
      submitLabel="Cancel and refund"
      pendingLabel="Cancelling…"
      pending={call.isLoading}
    >
      <DialogDetails
        details={[
          { term: "Session", detail: `${booking.title} with ${booking.coach.name}` },
          { term: "When", detail: formatSessionTime(booking.start) },
          { term: "Learner", detail: booking.learner.email, wrapAnywhere: true },
          { term: "Refund", detail: `${formatPrice(booking.price)} in full` },
        ]}
      />
      <FormTextArea
        name="reason"
        label="Reason"
        hint="Kept in the audit trail and with the refund."
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        data-autofocus=""
      />
    </FormDialog>
  );
}
