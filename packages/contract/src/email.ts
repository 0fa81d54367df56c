/**
 * The mailing list's e-mail rule, free of zod, so the footer's form (on every page's start-up path)
 * can check an address without loading zod. `EmailSchema` (mailing-list.ts) applies the same
 * function on the server, so the rule and its messages are written once, here.
 */
import { messages } from "./messages";

/** The longest address accepted (the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What a well-formed address looks like: zod 4's own e-mail pattern (`z.regexes.email`), so the
 * documented `pattern` of the API is the one it always had; a unit test keeps the two equal.
 */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: zod's text, byte for byte (the documented pattern).
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An address as the mailing list keeps and compares it: trimmed and lower-cased. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/**
 * The messages of every check a (normalised) address fails, in order; none when it is fine. The
 * first is the one to show: "Please enter an email address" for an empty one, else "Please enter
 * a valid email address".
 */
export function emailProblems(email: string): string[] {
  const problems: string[] = [];
  if (email.length < 1) problems.push(messages.validation.subscribeEmailRequired);
  if (email.length > EMAIL_MAX_LENGTH) problems.push(messages.validation.emailInvalid);
  if (!EMAIL_PATTERN.test(email)) problems.push(messages.validation.emailInvalid);
  return problems;
}
