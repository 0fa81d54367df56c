import type { FieldValues, UseFormReturn } from "react-hook-form";
import { isApiError } from "./api-error";

/**
 * Puts the server's field errors (`errors[{ path, message }]`, paths like `chapters.0.name`) on the
 * form's fields; answers whether any was placed.
 */
export function showServerErrors(form: UseFormReturn<FieldValues>, error: unknown): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let placed = false;
  for (const { path, message } of error.errors) {
    if (!path || form.getValues(path) === undefined) continue;
    form.setError(path, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
