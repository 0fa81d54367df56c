import { z } from "zod";

export const PLATFORMS = ["Mobile", "PC", "Console"] as const;
export const PlatformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof PlatformSchema>;

/** Opaque identifiers; anything longer than this cannot name a row, so it is simply "not found". */
export const ID_MAX_LENGTH = 64;
export const IdSchema = z.string().min(1).max(ID_MAX_LENGTH);
export const IdParamsSchema = z.object({ id: z.string() });

export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "BAD_REQUEST",
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
  "NOT_SUBSCRIBED",
  "EMAIL_REQUIRED",
  "MAIL_DELIVERY_FAILED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of every failing call (API.md §2). */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Formats a rupee price for display; 0 is "Free" (SPEC §9). */
export function formatPrice(price: number): string {
  if (price === 0) return "Free";
  return `₹${price.toLocaleString("en-IN")}`;
}
