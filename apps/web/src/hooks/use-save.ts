import { editorMessages, messages } from "@clutch/contract";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { errorMessage, isApiError } from "../lib/api-error";
import { showServerErrors } from "../lib/server-errors";

/**
 * A form's submission: checked by its schema, then `send`; a refusal puts the server's field
 * errors on the fields and says so above the save button, or says the server's sentence.
 */
export function useSave(form: UseFormReturn<FieldValues>, send: (values: FieldValues) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  // A 409 naming no field: what was saved changed meanwhile (the form keeps what was typed).
  const [conflict, setConflict] = useState(false);
  const save = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setConflict(false);
      try {
        await send(values);
      } catch (error) {
        const placed = showServerErrors(form, error);
        setFailure(placed ? editorMessages.saveFailed : errorMessage(error, messages.general.unavailable));
        setConflict(!placed && isApiError(error) && error.status === 409);
      }
    },
    () => setFailure(editorMessages.saveFailed),
  );
  const dismissFailure = () => {
    setFailure(null);
    setConflict(false);
  };
  return { save, failure, conflict, dismissFailure };
}
