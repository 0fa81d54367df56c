import {
  coachWorkspaceMessages as m,
  PRACTISE_POINT_MAX,
  type SessionSummary,
  type SessionSummaryInput,
  SUMMARY_PRACTISE_MAX,
  SUMMARY_TEXT_MAX,
} from "@clutch/contract";
import { z } from "zod";

export type SummaryValues = { text: string; practise: string[] };

export const emptySummary = (summary: SessionSummary | null): SummaryValues => ({
  text: summary?.text ?? "",
  practise: Array.from({ length: SUMMARY_PRACTISE_MAX }, (_, index) => summary?.practise[index] ?? ""),
});

/**
 * The summary form's rules (the contract's, for a form with fixed "what to practise" fields): the
 * empty points are dropped; with `required` false an empty form means "no summary" (undefined).
 */
export const summaryFormSchema = (required: boolean) =>
  z
    .object({
      text: z.string().trim().max(SUMMARY_TEXT_MAX, m.summaryTooLong),
      practise: z.array(z.string().trim().max(PRACTISE_POINT_MAX, m.practisePoint)),
    })
    .superRefine((values, context) => {
      if (values.text === "" && (required || values.practise.some(Boolean))) {
        context.addIssue({ code: "custom", path: ["text"], message: m.summaryText });
      }
    })
    .transform((values): SessionSummaryInput | undefined =>
      values.text === "" ? undefined : { text: values.text, practise: values.practise.filter(Boolean) },
    );
