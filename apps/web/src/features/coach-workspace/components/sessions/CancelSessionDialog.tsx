import {
  CoachCancelRequestSchema,
  type CoachSession,
  formatPrice,
  coachWorkspaceMessages as m,
  messages,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormTextArea } from "../../../../components/form/controls";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert, SubmitButton } from "../../../../components/ui/form";
import { Modal } from "../../../../components/ui/Modal";
import { errorMessage } from "../../../../lib/api-error";
import { useCoachCancelSessionMutation } from "../../api";
import { sessionWhen } from "./session-labels";

type CancelSessionDialogProps = {
  session: CoachSession;
  onClose: () => void;
  /** Said on the page once cancelled: the refund's result. */
  onDone: (notice: string) => void;
};

/** Asks for the reason the learner is told, then cancels: the learner is refunded in full. */
export function CancelSessionDialog({ session, onClose, onDone }: CancelSessionDialogProps) {
  const [cancel] = useCoachCancelSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof CoachCancelRequestSchema>,
    unknown,
    z.output<typeof CoachCancelRequestSchema>
  >({
    resolver: zodResolver(CoachCancelRequestSchema),
    defaultValues: { reason: "" },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { refund } = await cancel({ id: session._id, body }).unwrap();
      onDone(
        refund.status === "REFUNDED"
          ? `${m.cancelled} (${formatPrice(refund.amount)})`
          : `Session cancelled. The refund of ${formatPrice(refund.amount)} is pending at the payment provider and is completed automatically.`,
      );
    } catch (error) {
      setFailure(errorMessage(error, messages.general.unavailable));
    }
  });

  return (
    <Modal open onClose={onClose} title="Cancel this session?" description={m.cancelConfirm} size="md">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">Session</dt>
            <dd className="text-fg">{session.title}</dd>
            <dt className="text-fg-muted">When</dt>
            <dd className="text-fg">{sessionWhen(session)}</dd>
            <dt className="text-fg-muted">Learner</dt>
            <dd className="break-all text-fg">{session.learner.name || session.learner.email}</dd>
            <dt className="text-fg-muted">Refund</dt>
            <dd className="text-fg">{formatPrice(session.price)} in full</dd>
          </dl>
          <FormTextArea
            name="reason"
            label="Reason"
            hint="The learner reads it in the cancellation e-mail."
            rows={3}
            maxLength={500}
            data-autofocus=""
          />
          <FormAlert message={failure} onClose={() => setFailure(null)} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Keep session
            </button>
            <div>
              <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Cancelling…">
                Cancel and refund
              </SubmitButton>
            </div>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
