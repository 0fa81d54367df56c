/**
 * A phone number the payment provider accepts: exactly 10 digits once spaces, dashes, dots and
 * brackets are taken out. Returns the digits, or null. Free of zod, so the browser's phone prompt
 * checks it without loading zod.
 */
export function tenDigitPhone(text: string): string | null {
  const digits = text.replace(/[\s\-.()]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}
