// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { messages } from "./messages";

const m = messages.validation;

/** docs/product.md#accounts: the special characters a strong password must contain one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
/** An e-mailed code is valid this long (docs/product.md#endpoint-index). */
export const OTP_TTL_MINUTES = 10;
/** The fifth wrong guess kills a code (docs/product.md#endpoint-index). */
export const OTP_MAX_ATTEMPTS = 5;
const LOGIN_PASSWORD_MIN = 6;
export const STRONG_PASSWORD_MIN = 8;

/** A strong password (register, reset, change); the rule is the same, the sentence differs. */
const strongPassword = (message: string) =>
  z
    .string({ error: message })
    .min(STRONG_PASSWORD_MIN, message)
    .max(PASSWORD_MAX_LENGTH, message)
    .regex(SPECIAL, message)
    .regex(/\d/, message)
    .regex(/[A-Z]/, message);

export const LoginEmailSchema = z
  .string({ error: m.loginEmail })
  .trim()
  .toLowerCase()
  .min(1, m.loginEmail)
  .max(254, m.loginEmail)
  .email(m.loginEmail);

/** Auth calls carry role "user"; nothing else is accepted (docs/product.md#conventions). */
const RoleSchema = z.literal("user", { error: m.role }).optional();

const OtpSchema = z
  .string({ error: m.otp })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), m.otp);

export const LoginRequestSchema = z.object({
  email: LoginEmailSchema,
  password: z
    .string({ error: m.loginPassword })
    .min(LOGIN_PASSWORD_MIN, m.loginPassword)
    .max(PASSWORD_MAX_LENGTH, m.loginPassword),
  role: RoleSchema,
});
export const RegisterRequestSchema = z.object({
  email: LoginEmailSchema,
  password: strongPassword(m.registerPassword),
  role: RoleSchema,
});
/** The register dialog: the request plus the confirmation. */
export const RegisterFormSchema = RegisterRequestSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { path: ["confirmPassword"], message: m.registerPasswordMismatch },
);
export const VerifyOtpRequestSchema = z.object({
  email: LoginEmailSchema,
  Userotp: OtpSchema,
  role: RoleSchema,
});
export const ForgotPasswordRequestSchema = z.object({ email: LoginEmailSchema, role: RoleSchema });
export const ResetPasswordRequestSchema = z.object({
  email: LoginEmailSchema,
  otp: OtpSchema,
  password: strongPassword(m.resetPassword),
  role: RoleSchema,
});
export const ResetPasswordFormSchema = ResetPasswordRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  message: m.passwordMismatch,
});
export const ChangePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: messages.auth.wrongPassword })
    .min(1, messages.auth.wrongPassword)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: strongPassword(m.resetPassword),
  role: RoleSchema,
});
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.newPassword === v.confirmPassword, {
  path: ["confirmPassword"],
  message: m.passwordMismatch,
});

// ---------------------------------------------------------------- preferences

export const COACHING_TYPES = ["1v1", "team", "both"] as const;
export type CoachingType = (typeof COACHING_TYPES)[number];
export const COACHING_TYPE_LABELS: Record<CoachingType, string> = {
  "1v1": "1 vs 1 Coaching",
  team: "Team Coaching",
  both: "Both",
};
/** docs/product.md#catalogue: the initial choice derives from the two flags. */
export function coachingTypeFromFlags(flags: {
  instrestedInCoaching1v1: boolean;
  instrestedInCoachingTeam: boolean;
}): CoachingType | undefined {
  if (flags.instrestedInCoaching1v1 && flags.instrestedInCoachingTeam) return "both";
  if (flags.instrestedInCoaching1v1) return "1v1";
  if (flags.instrestedInCoachingTeam) return "team";
  return undefined;
}
export function flagsFromCoachingType(type: CoachingType) {
  return { instrestedInCoaching1v1: type !== "team", instrestedInCoachingTeam: type !== "1v1" };
}
const MAX_GAMES_OF_INTEREST = 50;

export const AdditionalInfoRequestSchema = z
  .object({
    instrestedInCoaching1v1: z.boolean({ error: m.fillAllFields }),
    instrestedInCoachingTeam: z.boolean({ error: m.fillAllFields }),
    gamesIntrestedIn: z
      .array(z.string().min(1).max(64), { error: m.fillAllFields })
      .max(MAX_GAMES_OF_INTEREST),
  })
  .refine((v) => v.instrestedInCoaching1v1 || v.instrestedInCoachingTeam, {
    message: m.fillAllFields,
    path: ["instrestedInCoaching1v1"],
  })
  .refine((v) => v.gamesIntrestedIn.length > 0, { message: m.fillAllFields, path: ["gamesIntrestedIn"] });

// ---------------------------------------------------------------- profile
// (The profile form's schema, with the dial-code check and its countries data, is in profile.ts.)

export const GENDERS = ["Select", "Male", "Female", "Others"] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** The roles an account may hold besides learning; granted outside the web (docs/operations.md). */
export const USER_ROLES = ["admin", "coach"] as const;
export type UserRole = (typeof USER_ROLES)[number];

const OwnedItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int(),
  orderDate: z.string(),
});
const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  age: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  gender: z.enum(GENDERS),
  profilePic: z.string().nullable(),
  profileImage: z.string().nullable(),
  courses: z.array(OwnedItemSchema),
  guides: z.array(OwnedItemSchema),
  instrestedInCoaching1v1: z.boolean(),
  instrestedInCoachingTeam: z.boolean(),
  gamesIntrestedIn: z.array(z.string()),
  role: z.literal("user"),
  /** Empty for a learner. `role` stays "user" for everyone. */
  roles: z.array(z.enum(USER_ROLES)),
  /** The coach profile a coach account runs, else null. */
  coachId: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export type OwnedItem = z.infer<typeof OwnedItemSchema>;

export const AuthTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserSchema,
});
export const UserDataResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  additionalInfo: z.boolean(),
});
export const UserMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserSchema,
});
export const ChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

export type LoginRequest = z.input<typeof LoginRequestSchema>;
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequestSchema>;
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
export type AdditionalInfoRequest = z.input<typeof AdditionalInfoRequestSchema>;
