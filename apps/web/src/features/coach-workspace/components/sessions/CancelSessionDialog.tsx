import {
  CoachCancelRequestSchema,
  type CoachSession,
  formatPrice,
  coachWorkspaceMessages as m,
  messages,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormTextArea } from "../../../../components/form/controls";
import { DialogDetails, FormDialog } from "../../../../components/form/FormDialog";
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
    <FormDialog
      onClose={onClose}
      title="Cancel this session?"
      description={m.cancelConfirm}
      size="md"
      form={form}
      onSubmit={submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      closeLabel="Keep session"
      submitLabel="Cancel and refund"
      pendingLabel="Cancelling…"
      pending={form.formState.isSubmitting}
    >
      <DialogDetails
        details={[
          { term: "Session", detail: session.title },
          { term: "When", detail: sessionWhen(session) },
          { term: "Learner", detail: session.learner.name || session.learner.email, wrapAnywhere: true },
          { term: "Refund", detail: `${formatPrice(session.price)} in full` },
        ]}
      />
      <FormTextArea
        name="reason"
        label="Reason"
        hint="The learner reads it in the cancellation e-mail."
        rows={3}
        maxLength={500}
        data-autofocus=""
      />
    </FormDialog>
  );
}
