import { errorMessage } from "../../../lib/api-error";

/** The sentence to show for a failed auth call: the server's message, else the step's fallback. */
export const failureMessage = (error: unknown, fallback: string): string => errorMessage(error, fallback);
