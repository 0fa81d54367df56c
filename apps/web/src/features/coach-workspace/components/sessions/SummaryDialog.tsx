import { type CoachSession, coachWorkspaceMessages as m, messages, SUMMARY_TEXT_MAX } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextArea, FormTextField, Group } from "../../../../components/form/controls";
import { FormDialog } from "../../../../components/form/FormDialog";
import { errorMessage } from "../../../../lib/api-error";
import { useCoachSessionOutcomeMutation, useCoachSessionSummaryMutation } from "../../api";
import { sessionWhen } from "./session-labels";
import { emptySummary, type SummaryValues, summaryFormSchema } from "./summary-form";

type SummaryDialogProps = {
  session: CoachSession;
  /** complete: marks the session completed, the summary optional; summary: writes or edits it. */
  mode: "complete" | "summary";
  onClose: () => void;
  /** Said on the page once saved. */
  onDone: (notice: string) => void;
};

const TEXTS = {
  complete: {
    title: "Mark completed",
    description:
      "A summary is optional: write it now or later. It is e-mailed to the learner and shown with their booking.",
    submit: "Mark completed",
  },
  summary: {
    title: "Session summary",
    description:
      "What you covered and what to practise: e-mailed to the learner and shown with their booking.",
    submit: "Save summary",
  },
} as const;

/** Marks a session completed with an optional summary, or writes / edits the summary of a completed one. */
export function SummaryDialog({ session, mode, onClose, onDone }: SummaryDialogProps) {
  const [markOutcome] = useCoachSessionOutcomeMutation();
  const [saveSummary] = useCoachSessionSummaryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SummaryValues, unknown, ReturnType<ReturnType<typeof summaryFormSchema>["parse"]>>({
    resolver: zodResolver(summaryFormSchema(mode === "summary")),
    defaultValues: emptySummary(session.summary),
  });
  const texts = TEXTS[mode];
  const submit = form.handleSubmit(async (summary) => {
    setFailure(null);
    try {
      if (mode === "complete") {
        await markOutcome({ id: session._id, body: { outcome: "COMPLETED", summary } }).unwrap();
        onDone(summary ? `${m.outcomeSaved} ${m.summarySaved}` : m.outcomeSaved);
      } else if (summary) {
        await saveSummary({ id: session._id, body: summary }).unwrap();
        onDone(m.summarySaved);
      }
    } catch (error) {
      setFailure(errorMessage(error, messages.general.unavailable));
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      size="lg"
      form={form}
      onSubmit={submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      closeLabel="Close"
      submitLabel={texts.submit}
      pendingLabel="Saving…"
      pending={form.formState.isSubmitting}
    >
      <p className="text-sm text-fg">
        {session.title} with {session.learner.name || session.learner.email}, {sessionWhen(session)}
      </p>
      <FormTextArea
        name="text"
        label={mode === "complete" ? "Summary (optional)" : "Summary"}
        rows={5}
        maxLength={SUMMARY_TEXT_MAX}
        data-autofocus=""
      />
      <Group legend="What to practise (optional, up to three points)">
        {form.getValues("practise").map((_, index) => (
          <FormTextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of fields.
            key={index}
            name={`practise.${index}`}
            label={`Point ${index + 1}`}
          />
        ))}
      </Group>
    </FormDialog>
  );
}
