/**
 * Plain data and helpers of the contract, free of zod: the web app's start-up path imports only
 * these (with `paths` and `messages`), so zod and the schemas load with the pages and forms that
 * parse something.
 */

export const PLATFORMS = ["Mobile", "PC", "Console"] as const;

/** Opaque identifiers; anything longer than this cannot name a row, so it is simply "not found". */
export const ID_MAX_LENGTH = 64;

/**
 * Whether a string can be an id at all. A path id that is not (empty, or longer than any id) names
 * nothing: the server answers 404 for it without asking the database.
 */
export const isIdShaped = (id: string) => id.length > 0 && id.length <= ID_MAX_LENGTH;

const ERROR_CODES = [
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "INVALID_TEXT",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
  "USER_EXISTS",
  "INVALID_OTP",
  "TOO_MANY_ATTEMPTS",
  "INVALID_CREDENTIALS",
  "NOT_VERIFIED",
  "USER_NOT_FOUND",
  "WRONG_PASSWORD",
  "NOT_OWNED",
  "ALREADY_OWNED",
  "FREE_ITEM",
  "PHONE_REQUIRED",
  "PAYMENT_PROVIDER_ERROR",
  "BAD_SIGNATURE",
  "SLOT_UNAVAILABLE",
  "SLOT_TAKEN",
  "TOO_LATE_TO_CANCEL",
  "NOT_SUBSCRIBED",
  "EMAIL_REQUIRED",
  "MAIL_DELIVERY_FAILED",
  "SECOND_FACTOR_REQUIRED",
  "MEDIA_LINK_INVALID",
  "MEDIA_LINK_EXPIRED",
  "RANGE_NOT_SATISFIABLE",
  "INVITATION_USED",
  "INVITATION_EXPIRED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The request header that carries an operator's second-factor proof (the `session` a TOTP or
 * recovery code was exchanged for); every admin call except the console's sign-in steps needs it.
 */
export const ADMIN_SESSION_HEADER = "x-admin-session";

/** The code of a failure that carries no more specific one, by its HTTP status. */
const ERROR_CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  431: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  416: "RANGE_NOT_SATISFIABLE",
  429: "RATE_LIMITED",
  500: "INTERNAL_ERROR",
  502: "SERVICE_UNAVAILABLE",
  503: "SERVICE_UNAVAILABLE",
  504: "SERVICE_UNAVAILABLE",
};

export const errorCodeForStatus = (status: number): ErrorCode =>
  ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? "SERVICE_UNAVAILABLE" : "BAD_REQUEST");

/** The one error shape of every failing call (docs/product.md#conventions); ErrorResponseSchema checks the same. */
interface ErrorResponseShape {
  success: false;
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
}

/**
 * Whether a value has the error shape (ErrorResponseSchema), without zod; answers a copy with only
 * the known keys, like the schema's parse, or null.
 */
export function asErrorResponse(value: unknown): ErrorResponseShape | null {
  if (typeof value !== "object" || value === null) return null;
  const { success, message, code, errors } = value as Record<string, unknown>;
  if (success !== false || typeof message !== "string" || typeof code !== "string") return null;
  if (errors === undefined) return { success, message, code };
  if (!Array.isArray(errors)) return null;
  const issues: { path: string; message: string }[] = [];
  for (const issue of errors) {
    if (typeof issue !== "object" || issue === null) return null;
    const { path, message: text } = issue as Record<string, unknown>;
    if (typeof path !== "string" || typeof text !== "string") return null;
    issues.push({ path, message: text });
  }
  return { success, message, code, errors: issues };
}
/**
 * A whole number in Indian digit grouping (1,23,456): the last three digits, then pairs. Written
 * out rather than `Intl.NumberFormat("en-IN")` because the first Intl number formatter a page builds
 * loads the locale's data, ≈ 35 ms on a desktop CPU, inside the first render of every page that
 * shows a count or a price.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}` : tail;
  return value <= -0.5 ? `-${grouped}` : grouped;
}

/** Formats a rupee price for display; 0 is "Free" (docs/product.md#constants). */
export function formatPrice(price: number): string {
  if (price === 0) return "Free";
  return `₹${formatCount(price)}`;
}

/** The game subscription's price in rupees a month (shown in its pop-up; docs/product.md#constants). */
export const GAME_SUBSCRIPTION_MONTHLY_PRICE = 500;

/** The refund policy's numbers (docs/product.md#refund-policy). */
export const REFUND_REQUEST_DAYS = 7;
export const REFUND_PROCESSING_BUSINESS_DAYS = 14;

/** The longest text of each field of the contact form, in characters (after trimming). */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5_000 } as const;
/** The longest answer an operator sends to a contact message, in characters. */
export const CONTACT_REPLY_MAX = 10_000;

/** Where the business runs: the console's days, the reports' buckets and operators' e-mails use it. */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";
