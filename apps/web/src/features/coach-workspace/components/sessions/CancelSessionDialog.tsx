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
import { CancelAndRefundDialog } from "../../../../components/sessions/CancelAndRefundDialog";
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
    <CancelAndRefundDialog
      noun="session"
      onClose={onClose}
      description={m.cancelConfirm}
      form={form}
      onSubmit={submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      pending={form.formState.isSubmitting}
      session={session.title}
      when={sessionWhen(session)}
      learner={session.learner.name || session.learner.email}
      price={session.price}
      reasonHint="The learner reads it in the cancellation e-mail."
    />
  );
}
