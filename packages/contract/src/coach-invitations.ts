// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { AuthTokenResponseSchema, LoginEmailSchema, RegisterRequestSchema } from "./auth";
import { CoachRefSchema } from "./catalogue";
import { INVITATION_VALID_DAYS } from "./live-session-rules";

/**
 * Coach accounts by invitation: an operator invites an e-mail address to run a coach profile; the
 * mailed link (`/coach-invitation/:token`, single use, valid 7 days) creates an account for that
 * address or attaches the existing one, which then runs the profile.
 */

export const coachInvitationMessages = {
  notFound: "This invitation link is not valid. Ask the Clutch Academy team for a new one.",
  used: "This invitation was already used. Sign in to reach your coach workspace.",
  expired: `This invitation has expired (links are valid for ${INVITATION_VALID_DAYS} days). Ask the Clutch Academy team for a new one.`,
  otherEmail: "This invitation is for another e-mail address. Sign out and open the link again.",
  accountExists: "An account with this e-mail already exists. Sign in with it to accept the invitation.",
  alreadyCoach: "This account already runs another coach profile.",
  profileTaken: "This coach profile is already run by an account.",
  passwordOrSignIn: "Choose a password, or sign in with the invited e-mail address",
  invited: "Invitation sent.",
  revoked: "Invitation withdrawn.",
  notPending: "Only a pending invitation can be withdrawn.",
  invitationNotFound: "Invitation not found",
  accepted: "Welcome! Your coach workspace is ready.",
  accessRemoved: "Account access removed. The account is a learner account now.",
  sessionsKept: "Upcoming sessions are kept. Cancel them from Bookings if needed.",
  sessionsCancelled: (count: number) =>
    `${count} upcoming ${count === 1 ? "session was" : "sessions were"} cancelled and refunded in full; the learners are e-mailed.`,
  removeAccessFailed: "Account access could not be removed. Please try again: nothing is done twice.",
} as const;

const INVITATION_STATES = ["pending", "accepted", "expired", "revoked"] as const;

const CoachInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type CoachInvitation = z.infer<typeof CoachInvitationSchema>;

export const CoachInviteRequestSchema = z.object({ email: LoginEmailSchema });
export type CoachInviteRequest = z.input<typeof CoachInviteRequestSchema>;
export const CoachInvitationResponseSchema = z.object({
  success: z.literal(true),
  data: CoachInvitationSchema,
});

/** A coach profile's account (if one runs it) and its invitations, newest first. */
export const CoachInvitationListResponseSchema = z.object({
  success: z.literal(true),
  account: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  data: z.array(CoachInvitationSchema),
});

export const InvitationParamsSchema = z.object({ id: z.string(), invitationId: z.string() });
export const InvitationTokenParamsSchema = z.object({ token: z.string() });

export const InvitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  coach: CoachRefSchema,
  email: z.string(),
  /** Whether an account with the invited e-mail exists (then the invitee signs in to accept). */
  hasAccount: z.boolean(),
});

/** With `password`: creates the invited account. Without: the bearer's account (the invited e-mail) accepts. */
export const AcceptInvitationRequestSchema = z
  .object({ password: RegisterRequestSchema.shape.password.optional() })
  .nullish();
export const AcceptInvitationResponseSchema = AuthTokenResponseSchema;

/** What becomes of the coach's upcoming confirmed sessions when account access is removed. */
const UPCOMING_SESSION_CHOICES = ["keep", "cancel"] as const;

export const RemoveCoachAccountRequestSchema = z.object({
  upcomingSessions: z.enum(UPCOMING_SESSION_CHOICES).meta({
    description:
      "`keep`: the sessions stand (an operator can cancel them from Bookings); `cancel`: each is cancelled with a full refund, once",
  }),
});
export type RemoveCoachAccountRequest = z.input<typeof RemoveCoachAccountRequestSchema>;

export const RemoveCoachAccountResponseSchema = z.object({
  success: z.literal(true),
  /** The account that lost access by this call; null when none ran the profile (already removed). */
  account: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** How many pending invitations of the profile were withdrawn. */
  withdrawnInvitations: z.number().int(),
  /** The sessions this call cancelled, each refunded in full. */
  cancelled: z.array(
    z.object({
      _id: z.string(),
      start: z.string(),
      refund: z.object({ amount: z.number(), status: z.enum(["REFUNDED", "PENDING"]) }),
    }),
  ),
  /** Upcoming confirmed sessions of the coach that stand after the call. */
  keptSessions: z.number().int(),
});
export type RemoveCoachAccountResponse = z.infer<typeof RemoveCoachAccountResponseSchema>;
