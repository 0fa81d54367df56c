// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { USER_ROLES } from "./auth";
import { PageMetaSchema } from "./common";
import { messages } from "./messages";

export { consoleRoutes } from "./console-routes";

const m = messages.admin;

/** Recovery codes handed out when the second factor is set up; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a console session (the second-factor proof) lasts before another code is asked for. */
export const ADMIN_SESSION_HOURS = 8;

/** Where the operator's second factor stands: none yet, set up but not confirmed, or active. */
const SECOND_FACTOR_STATES = ["none", "pending", "active"] as const;

export const AdminMeResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(USER_ROLES)),
  }),
  secondFactor: z.object({
    state: z.enum(SECOND_FACTOR_STATES),
    /** Whether this request carried a valid console session. */
    verified: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  }),
});

export const SecondFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** The shared secret in base32, for typing into an app by hand. Shown only during set-up. */
  secret: z.string(),
  /** `otpauth://totp/...` (RFC 6238: SHA-1, 6 digits, 30 s). */
  otpauthUri: z.string(),
  /** The same URI as a QR code: an `image/svg+xml` data URL. */
  qrCode: z.string(),
});

export const TotpCodeRequestSchema = z.object({
  code: z
    .string({ error: m.code })
    .trim()
    .regex(/^\d{6}$/, m.code),
});
/** The account's password, asked again so that a stolen sign-in token alone cannot enrol a second factor. */
const accountPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(200, m.passwordRequired);
export const SecondFactorSetupRequestSchema = z.object({ password: accountPassword });
export const SecondFactorConfirmRequestSchema = TotpCodeRequestSchema.extend({ password: accountPassword });
export const RecoveryCodeRequestSchema = z.object({
  recoveryCode: z.string({ error: m.recoveryCode }).trim().min(1, m.recoveryCode).max(40, m.recoveryCode),
});

/** A console session: send `session` in the `x-admin-session` header of every admin call. */
export const AdminSessionResponseSchema = z.object({
  success: z.literal(true),
  session: z.string(),
  expiresAt: z.string(),
});
export const SecondFactorConfirmResponseSchema = AdminSessionResponseSchema.extend({
  /** Shown once; store them somewhere safe. Each signs in once when the authenticator is lost. */
  recoveryCodes: z.array(z.string()),
});

/** Signing out of the console: the console session sent with the call is ended on the server. */
export const AdminSignOutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const AUDIT_LIMIT_MAX = 100;

/** An ISO 8601 instant the database can compare with (years 1970 to 9999). */
const instant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, "Give an instant between 1970 and 9999");

export const AuditQuerySchema = z.object({
  /** The acting account's id, or `cli` for the command line. */
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(80).optional(),
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(64).optional(),
  /** ISO 8601 instants; `from` inclusive, `to` exclusive. */
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(AUDIT_LIMIT_MAX).default(50),
});

const AuditEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({
    /** `user` for a signed-in operator, `cli` for `npm run admin`. */
    type: z.enum(["user", "cli"]),
    _id: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AuditEventSchema),
  meta: PageMetaSchema,
});
