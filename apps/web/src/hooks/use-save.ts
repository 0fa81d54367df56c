import { editorMessages, messages } from "@clutch/contract";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { errorMessage } from "../lib/api-error";
import { showServerErrors } from "../lib/server-errors";

/**
 * A form's submission: checked by its schema, then `send`; a refusal puts the server's field
 * errors on the fields and says so above the save button, or says the server's sentence.
 */
export function useSave(form: UseFormReturn<FieldValues>, send: (values: FieldValues) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        const placed = showServerErrors(form, error);
        setFailure(placed ? editorMessages.saveFailed : errorMessage(error, messages.general.unavailable));
      }
    },
    () => setFailure(editorMessages.saveFailed),
  );
  return { save, failure, dismissFailure: () => setFailure(null) };
}
