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
import { FormProvider, useForm } from "react-hook-form";
import { FormTextArea } from "../../../../components/form/controls";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert, SubmitButton } from "../../../../components/ui/form";
import { Modal } from "../../../../components/ui/Modal";
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
    <Modal open={open} onClose={close} title="Cancel this booking?" description={m.cancelConfirm} size="md">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">Session</dt>
            <dd className="text-fg">
              {booking.title} with {booking.coach.name}
            </dd>
            <dt className="text-fg-muted">When</dt>
            <dd className="text-fg">{formatSessionTime(booking.start)}</dd>
            <dt className="text-fg-muted">Learner</dt>
            <dd className="break-all text-fg">{booking.learner.email}</dd>
            <dt className="text-fg-muted">Refund</dt>
            <dd className="text-fg">{formatPrice(booking.price)} in full</dd>
          </dl>
          <FormTextArea
            name="reason"
            label="Reason"
            hint="Kept in the audit trail and with the refund."
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            data-autofocus=""
          />
          <FormAlert message={failure} onClose={() => setFailure(null)} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={close}>
              Keep booking
            </button>
            <div>
              <SubmitButton pending={call.isLoading} pendingLabel="Cancelling…">
                Cancel and refund
              </SubmitButton>
            </div>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
