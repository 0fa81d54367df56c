import { isApiError } from "../../../lib/api-error";

/** The sentence to show for a failed auth call: the server's message, else the step's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim()) return error.message;
  return fallback;
}
