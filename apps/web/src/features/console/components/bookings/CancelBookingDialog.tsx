import {
  type AdminBooking,
  type AdminCancelBookingRequest,
  AdminCancelBookingRequestSchema,
  adminBookingMessages as m,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CancelAndRefundDialog } from "../../../../components/sessions/CancelAndRefundDialog";
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
    <CancelAndRefundDialog
      noun="booking"
      open={open}
      onClose={close}
      description={m.cancelConfirm}
      form={form}
      onSubmit={submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      pending={call.isLoading}
      session={`${booking.title} with ${booking.coach.name}`}
      when={formatSessionTime(booking.start)}
      learner={booking.learner.email}
      price={booking.price}
      reasonHint="Kept in the audit trail and with the refund."
    />
  );
}
