// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import {
  AdminMeResponseSchema,
  AdminSessionResponseSchema,
  AdminSignOutResponseSchema,
  AuditListResponseSchema,
  AuditQuerySchema,
  RECOVERY_CODE_COUNT,
  RecoveryCodeRequestSchema,
  SecondFactorConfirmRequestSchema,
  SecondFactorConfirmResponseSchema,
  SecondFactorSetupRequestSchema,
  SecondFactorSetupResponseSchema,
  TotpCodeRequestSchema,
} from "./admin";
import {
  AdminBookingListResponseSchema,
  AdminBookingsQuerySchema,
  AdminCancelBookingRequestSchema,
  AdminCancelBookingResponseSchema,
  AdminResolveDisputeResponseSchema,
} from "./admin-bookings";
import {
  CoachScheduleRequestSchema,
  CoachScheduleResponseSchema,
  EDITOR_ITEM_SCHEMAS,
  EditorListQuerySchema,
  EditorListResponseSchema,
  EditorStateRequestSchema,
  editorItemResponseSchema,
  IMAGE_UPLOAD_MAX_MB,
  ImageUploadResponseSchema,
  VideoUploadResponseSchema,
} from "./admin-catalogue";
import {
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactMessageResponseSchema,
  ContactReplyRequestSchema,
  ContactStatusRequestSchema,
} from "./admin-contact";
import {
  AdminOrderExportQuerySchema,
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  AdminOrderResponseSchema,
  AdminRefundRequestSchema,
  AdminRefundResponseSchema,
  ORDER_EXPORT_MAX_ROWS,
} from "./admin-orders";
import {
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_BUCKETS,
  RevenueReportQuerySchema,
  RevenueReportResponseSchema,
} from "./admin-reports";
import { siteRoutes } from "./api-routes";
import {
  AdditionalInfoRequestSchema,
  AuthTokenResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ForgotPasswordRequestSchema,
  GENDERS,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UserDataResponseSchema,
  UserMessageResponseSchema,
  VerifyOtpRequestSchema,
} from "./auth";
import {
  CoachSchema,
  CourseSchema,
  detailResponseSchema,
  GameSchema,
  GuideSchema,
  ListQuerySchema,
  listResponseSchema,
  OwnedChaptersResponseSchema,
} from "./catalogue";
import {
  CoachPracticeListResponseSchema,
  EarningsQuerySchema,
  EarningsResponseSchema,
  PayoutRequestSchema,
  PayoutResponseSchema,
} from "./coach-earnings";
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  CoachInvitationListResponseSchema,
  CoachInvitationResponseSchema,
  CoachInviteRequestSchema,
  InvitationParamsSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenParamsSchema,
  RemoveCoachAccountRequestSchema,
  RemoveCoachAccountResponseSchema,
} from "./coach-invitations";
import {
  CoachCancelRequestSchema,
  CoachCancelResponseSchema,
  CoachHoursResponseSchema,
  CoachHoursSaveRequestSchema,
  CoachOutcomeRequestSchema,
  CoachProfileResponseSchema,
  CoachSessionListResponseSchema,
  CoachSessionResponseSchema,
  CoachSessionsQuerySchema,
  CoachSessionTypeListResponseSchema,
  CoachSessionTypeRequestSchema,
  CoachSessionTypeResponseSchema,
  CoachSettingsRequestSchema,
  SessionSummaryInputSchema,
  TimeOffCreatedResponseSchema,
  TimeOffListResponseSchema,
  TimeOffRequestSchema,
} from "./coach-workspace";
import { CsvResponseSchema, ErrorResponseSchema, IdParamsSchema, MessageResponseSchema } from "./common";
import { consoleRoutes } from "./console-routes";
import { BUSINESS_TIME_ZONE } from "./constants";
import { ContactRequestSchema } from "./contact";
import {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  CANCEL_NOTICE_HOURS,
  HOLD_MINUTES,
  NO_SHOW_AFTER_MINUTES,
  NO_SHOW_DISPUTE_HOURS,
} from "./live-session-rules";
import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  CalendarResponseSchema,
  CancelBookingResponseSchema,
  CreateBookingRequestSchema,
  CreateBookingResponseSchema,
  DisputeNoShowRequestSchema,
  RescheduleBookingRequestSchema,
} from "./live-sessions";
import {
  SubscriberExportQuerySchema,
  SubscriberListQuerySchema,
  SubscriberListResponseSchema,
  SubscriptionRequestSchema,
  UnsubscribeQuerySchema,
} from "./mailing-list";
import { EDITOR_KINDS } from "./part-constants";
import {
  AccessResponseSchema,
  CheckCourseAccessRequestSchema,
  CheckGuideAccessRequestSchema,
  CreateCourseOrderRequestSchema,
  CreateGuideOrderRequestSchema,
  CreateOrderResponseSchema,
  LocalCheckoutResponseSchema,
  LocalCompleteRequestSchema,
  LocalCompleteResponseSchema,
  OrderIdParamsSchema,
  PaymentSessionParamsSchema,
  PaymentStatusResponseSchema,
  ProviderParamsSchema,
  WebhookResponseSchema,
} from "./payments";
import { HealthResponseSchema, PackageListResponseSchema, TeamPlanListResponseSchema } from "./plans";
import { workspaceRoutes } from "./workspace-routes";

/** Every endpoint's method, path and auth: the site's, the console's and the workspace's tables. */
export const apiRoutes = { ...siteRoutes, ...consoleRoutes, ...workspaceRoutes } as const;

export type ApiRouteName = keyof typeof apiRoutes;

/**
 * The API surface, part two: for every endpoint of `apiRoutes`, its documentation and the schemas
 * of its params, query, body and every answer. The server validates and serialises with them and
 * generates `/api/docs` from them; the web app takes its request and answer types from them.
 */
export interface EndpointSchemas {
  /** OpenAPI tag: the group the endpoint is listed under. */
  tag: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Request media types when not JSON (documentation; the route reads such a body itself). */
  consumes?: string[];
  /** Every status the endpoint answers, with its body. */
  responses: Record<number, z.ZodType>;
}

/** The error answers of an endpoint, all in the one error shape. */
const errors = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;

const GamePackagesParamsSchema = z.object({ gameId: z.string() });

/** A signed link's expiry and signature; checked by the server, which answers 403 when they do not hold. */
const PrivateMediaQuerySchema = z.object({
  exp: z.string().optional().meta({ description: "When the link stops working (Unix seconds)" }),
  sig: z.string().optional().meta({ description: "The server's signature of the name and expiry" }),
});
const MediaBytesSchema = z.string().meta({
  format: "binary",
  description: "The file's bytes (video/mp4, video/webm); Accept-Ranges: bytes, ETag, Last-Modified",
});

/** Documentation of the multipart profile form (the route reads and checks the parts itself). */
const UserDetailsFormSchema = z
  .object({
    name: z.string().optional(),
    email: z.string(),
    countryCode: z
      .string()
      .optional()
      .meta({ description: 'A known dial code with its plus sign, e.g. "+91"' }),
    phone: z.string().optional(),
    age: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    gender: z.enum(GENDERS).optional(),
    image: z
      .string()
      .optional()
      .meta({
        format: "binary",
        description:
          "JPEG, PNG, WebP or GIF (checked by its bytes and by decoding it; 415 otherwise), at most 2 MiB " +
          "and 8000 px on a side (413 otherwise). Stored re-encoded as WebP, fitted inside 512 × 512 px, " +
          "turned upright by its EXIF orientation, without any metadata (EXIF, GPS, ICC, XMP); " +
          "only the first frame of an animation is kept.",
      }),
  })
  .nullish();

const list = <Item extends z.ZodType>(label: string, item: Item) =>
  ({
    tag: "catalogue",
    summary: `List ${label}`,
    query: ListQuerySchema,
    responses: { 200: listResponseSchema(item), ...errors(400) },
  }) as const;
const detail = <Item extends z.ZodType>(label: string, item: Item) =>
  ({
    tag: "catalogue",
    summary: `One of the ${label}, with its related items`,
    params: IdParamsSchema,
    responses: { 200: detailResponseSchema(item), ...errors(404) },
  }) as const;
const createOrder = <Body extends z.ZodType>(kind: string, body: Body) =>
  ({
    tag: "payments",
    summary: `Start paying for a ${kind}: an order at the server's current price, and where to pay it`,
    body,
    responses: { 200: CreateOrderResponseSchema, ...errors(400, 401, 403, 404, 409, 502) },
  }) as const;
const checkAccess = <Body extends z.ZodType>(kind: string, body: Body) =>
  ({
    tag: "payments",
    summary: `Whether the user may read a ${kind}'s chapters (owned, or free)`,
    body,
    responses: { 200: AccessResponseSchema, ...errors(400, 401, 403, 404) },
  }) as const;
const chapters = (kind: string) =>
  ({
    tag: "owned content",
    summary: `Chapters of a ${kind} the user owns (or a free one)`,
    params: IdParamsSchema,
    responses: { 200: OwnedChaptersResponseSchema, ...errors(401, 403, 404) },
  }) as const;

const EditorKindPathSchema = z.object({ kind: z.enum(EDITOR_KINDS) });
const EditorItemPathSchema = EditorKindPathSchema.extend({ id: z.string().max(64) });
/** Checked against the kind's own input schema by the server (EDITOR_INPUT_SCHEMAS). */
const EditorInputBodySchema = z.record(z.string(), z.unknown()).meta({
  description:
    "The kind's input: GameInput, CoachInput, CourseInput, GuideInput, PackageInput or TeamPlanInput; a save of an existing item adds `version`, the one it loaded",
});
const EditorItemResponseSchema = editorItemResponseSchema(
  z.union([
    EDITOR_ITEM_SCHEMAS.games,
    EDITOR_ITEM_SCHEMAS.coaches,
    EDITOR_ITEM_SCHEMAS.courses,
    EDITOR_ITEM_SCHEMAS.guides,
    EDITOR_ITEM_SCHEMAS.packages,
    EDITOR_ITEM_SCHEMAS["team-plans"],
  ]),
);

/**
 * An operator's endpoint: tagged `admin`, and answering 401 and 403 like every admin call (see
 * `ApiAuth`), besides its own answers.
 */
const admin = <const E extends Omit<EndpointSchemas, "tag">>(endpoint: E) =>
  ({ ...endpoint, tag: "admin", responses: { ...endpoint.responses, ...errors(401, 403) } }) as const;
const coach = <const E extends Omit<EndpointSchemas, "tag">>(endpoint: E) =>
  ({
    ...endpoint,
    tag: "coach-workspace",
    responses: { ...endpoint.responses, ...errors(401, 403) },
  }) as const;

export const apiSchemas = {
  health: {
    tag: "misc",
    summary: "Liveness and database reachability",
    responses: { 200: HealthResponseSchema, 503: HealthResponseSchema },
  },

  listGames: list("games", GameSchema),
  getGame: detail("games", GameSchema),
  listCoaches: list("coaches", CoachSchema),
  getCoach: detail("coaches", CoachSchema),
  listCourses: list("courses", CourseSchema),
  getCourse: detail("courses", CourseSchema),
  listGuides: list("guides", GuideSchema),
  getGuide: detail("guides", GuideSchema),

  courseChapters: chapters("course"),
  guideChapters: chapters("guide"),
  privateMedia: {
    tag: "media",
    summary:
      "A paid chapter's video, through the signed link a chapters answer gives (also HEAD; Range for seeking)",
    params: z.object({ name: z.string() }),
    query: PrivateMediaQuerySchema,
    responses: {
      200: MediaBytesSchema,
      206: MediaBytesSchema.meta({ description: "The requested byte range (Content-Range)" }),
      304: MediaBytesSchema.meta({ description: "Not modified (If-None-Match)" }),
      ...errors(403, 404, 416),
    },
  },

  listPackages: {
    tag: "plans",
    summary: "Monthly subscription packages",
    responses: { 200: PackageListResponseSchema },
  },
  listGamePackages: {
    tag: "plans",
    summary: "Subscription packages that include a game",
    params: GamePackagesParamsSchema,
    responses: { 200: PackageListResponseSchema, ...errors(404) },
  },
  listTeamPlans: {
    tag: "plans",
    summary: "Team coaching plans",
    responses: { 200: TeamPlanListResponseSchema },
  },

  subscribe: {
    tag: "mailing list",
    summary: "Subscribe an e-mail address (idempotent)",
    body: SubscriptionRequestSchema,
    responses: { 200: MessageResponseSchema, 201: MessageResponseSchema, ...errors(400) },
  },
  unsubscribe: {
    tag: "mailing list",
    summary: "Unsubscribe an e-mail address",
    body: SubscriptionRequestSchema,
    responses: { 200: MessageResponseSchema, ...errors(400, 404) },
  },
  unsubscribeLink: {
    tag: "mailing list",
    summary: "Unsubscribe from a link in an e-mail",
    query: UnsubscribeQuerySchema,
    responses: { 200: MessageResponseSchema, ...errors(400, 404) },
  },

  contact: {
    tag: "contact",
    summary:
      "Send a message to the operators: stored, then mailed to SUPPORT_EMAIL (a failed mail is retried later; the message is kept either way). A filled honeypot field `website` is refused; a few messages per client address in 10 minutes and a day",
    body: ContactRequestSchema,
    responses: { 201: MessageResponseSchema, ...errors(400, 429) },
  },

  register: {
    tag: "auth",
    summary: "Start a sign-up attempt bound to this browser (an HttpOnly cookie) and e-mail its 6-digit code",
    body: RegisterRequestSchema,
    responses: { 200: MessageResponseSchema, ...errors(400, 409, 429, 502) },
  },
  verifyOtp: {
    tag: "auth",
    summary: "Complete this browser's sign-up attempt with its e-mailed code; signs the user in",
    body: VerifyOtpRequestSchema,
    responses: { 200: AuthTokenResponseSchema, ...errors(400, 409, 429) },
  },
  login: {
    tag: "auth",
    summary: "Sign in with e-mail and password",
    body: LoginRequestSchema,
    responses: { 200: AuthTokenResponseSchema, ...errors(400, 401, 403, 429, 502) },
  },
  userData: {
    tag: "auth",
    summary: "The signed-in user, and whether the preferences were saved",
    responses: { 200: UserDataResponseSchema, ...errors(401) },
  },
  updateAdditionalInfo: {
    tag: "auth",
    summary: "Save the coaching preferences and games of interest",
    body: AdditionalInfoRequestSchema,
    responses: { 200: UserMessageResponseSchema, ...errors(400, 401) },
  },
  forgotPassword: {
    tag: "auth",
    summary: "E-mail a password-reset code",
    body: ForgotPasswordRequestSchema,
    responses: { 200: MessageResponseSchema, ...errors(400, 404, 429, 502) },
  },
  resetPassword: {
    tag: "auth",
    summary: "Set a new password with the e-mailed code; revokes every older token",
    body: ResetPasswordRequestSchema,
    responses: { 200: MessageResponseSchema, ...errors(400, 429) },
  },
  changePassword: {
    tag: "auth",
    summary: "Change the password; answers a new token and revokes every older one",
    body: ChangePasswordRequestSchema,
    responses: { 200: ChangePasswordResponseSchema, ...errors(400, 401, 429) },
  },
  updateUserDetails: {
    tag: "auth",
    summary: "Update the profile (multipart/form-data, optional image)",
    body: UserDetailsFormSchema,
    consumes: ["multipart/form-data"],
    responses: { 200: UserMessageResponseSchema, ...errors(400, 401, 413, 415) },
  },

  createCourseOrder: createOrder("course", CreateCourseOrderRequestSchema),
  createGuideOrder: createOrder("guide", CreateGuideOrderRequestSchema),
  checkCourseAccess: checkAccess("course", CheckCourseAccessRequestSchema),
  checkGuideAccess: checkAccess("guide", CheckGuideAccessRequestSchema),
  paymentStatus: {
    tag: "payments",
    summary: "An order's state; asks the provider about an unpaid one and grants the item once it is paid",
    params: OrderIdParamsSchema,
    responses: { 200: PaymentStatusResponseSchema, ...errors(404, 502) },
  },
  paymentWebhook: {
    tag: "payments",
    summary:
      "The payment provider's notifications, verified over the raw body by the provider named in the path (Cashfree: x-webhook-signature over x-webhook-timestamp + body); 404 for another provider than the one in use",
    params: ProviderParamsSchema,
    consumes: ["application/json"],
    responses: { 200: WebhookResponseSchema, ...errors(400, 401, 404) },
  },
  localCheckout: {
    tag: "payments",
    summary: "The built-in test checkout's order: item, amount, state (provider local only)",
    params: PaymentSessionParamsSchema,
    responses: { 200: LocalCheckoutResponseSchema, ...errors(404) },
  },
  localComplete: {
    tag: "payments",
    summary: "Pay or cancel in the built-in test checkout (provider local only; no real money)",
    params: PaymentSessionParamsSchema,
    body: LocalCompleteRequestSchema,
    responses: { 200: LocalCompleteResponseSchema, ...errors(400, 404, 409) },
  },

  coachAvailability: {
    tag: "live sessions",
    summary: `A coach's free slots for a session type, as UTC instants (at most ${AVAILABILITY_MAX_DAYS} days; default the next ${AVAILABILITY_DEFAULT_DAYS})`,
    params: IdParamsSchema,
    query: AvailabilityQuerySchema,
    responses: { 200: AvailabilityResponseSchema, ...errors(400, 404) },
  },
  bookSession: {
    tag: "live sessions",
    summary: `Hold a free slot for ${HOLD_MINUTES} minutes and start its payment; confirmed once paid`,
    body: CreateBookingRequestSchema,
    responses: { 200: CreateBookingResponseSchema, ...errors(400, 401, 404, 409, 502) },
  },
  listBookings: {
    tag: "live sessions",
    summary: "The user's confirmed, completed and cancelled sessions, newest first",
    responses: { 200: BookingListResponseSchema, ...errors(401) },
  },
  cancelBooking: {
    tag: "live sessions",
    summary: `Cancel a session ${CANCEL_NOTICE_HOURS} h or more before it starts, with a full refund`,
    params: IdParamsSchema,
    responses: { 200: CancelBookingResponseSchema, ...errors(400, 401, 404, 502) },
  },
  rescheduleBooking: {
    tag: "live sessions",
    summary: `Move a session to another free slot of its type, ${CANCEL_NOTICE_HOURS} h or more before it starts`,
    params: IdParamsSchema,
    body: RescheduleBookingRequestSchema,
    responses: { 200: BookingResponseSchema, ...errors(400, 401, 404, 409) },
  },
  bookingCalendar: {
    tag: "live sessions",
    summary: "The session as an RFC 5545 calendar event (text/calendar)",
    params: IdParamsSchema,
    responses: { 200: CalendarResponseSchema, ...errors(401, 404) },
  },
  disputeNoShow: {
    tag: "live sessions",
    summary: `"I was there": dispute the coach's mark of absence (NO_SHOW) within ${NO_SHOW_DISPUTE_HOURS} h of it, once, with a note; it waits in the console's queue of disputed no-shows`,
    params: IdParamsSchema,
    body: DisputeNoShowRequestSchema,
    responses: { 200: BookingResponseSchema, ...errors(400, 401, 404, 409) },
  },

  adminMe: admin({
    summary: "The operator's account, roles and where their second factor stands",
    responses: { 200: AdminMeResponseSchema },
  }),
  adminSecondFactorSetup: admin({
    summary:
      "Start setting up the TOTP second factor (RFC 6238), with the account's password: a new secret as an otpauth URI and a QR code; replaces an unconfirmed one",
    body: SecondFactorSetupRequestSchema,
    responses: { 200: SecondFactorSetupResponseSchema, ...errors(400, 409, 429) },
  }),
  adminSecondFactorConfirm: admin({
    summary: `Confirm the set-up with a first code and the account's password: answers a console session and ${RECOVERY_CODE_COUNT} single-use recovery codes, shown once`,
    body: SecondFactorConfirmRequestSchema,
    responses: { 200: SecondFactorConfirmResponseSchema, ...errors(400, 409, 429) },
  }),
  adminSecondFactorVerify: admin({
    summary:
      "Exchange a code from the authenticator app for a console session; a code works once in its time step",
    body: TotpCodeRequestSchema,
    responses: { 200: AdminSessionResponseSchema, ...errors(400, 409, 429) },
  }),
  adminSecondFactorRecover: admin({
    summary: "Exchange an unused recovery code for a console session (the code is spent)",
    body: RecoveryCodeRequestSchema,
    responses: { 200: AdminSessionResponseSchema, ...errors(400, 409, 429) },
  }),
  adminSignOut: admin({
    summary:
      "Sign out of the console: the console session sent in x-admin-session is ended on the server (nothing to end is no error)",
    responses: { 200: AdminSignOutResponseSchema },
  }),
  adminAudit: admin({
    summary: "The audit trail of operators' changes and role changes, newest first, filtered and paged",
    query: AuditQuerySchema,
    responses: { 200: AuditListResponseSchema, ...errors(400) },
  }),

  adminListItems: admin({
    summary:
      "The catalogue as operators see it: every item of a kind, searched, filtered by status and paged",
    params: EditorKindPathSchema,
    query: EditorListQuerySchema,
    responses: { 200: EditorListResponseSchema, ...errors(400, 404) },
  }),
  adminGetItem: admin({
    summary: "One item with every field an operator edits (a deleted one too)",
    params: EditorItemPathSchema,
    responses: { 200: EditorItemResponseSchema, ...errors(404) },
  }),
  adminCreateItem: admin({
    summary:
      "Create an item of a kind from its input (GameInput, CoachInput, CourseInput, GuideInput, PackageInput, TeamPlanInput); audited",
    params: EditorKindPathSchema,
    body: EditorInputBodySchema,
    responses: { 201: EditorItemResponseSchema, ...errors(400, 404) },
  }),
  adminUpdateItem: admin({
    summary:
      "Replace an item's fields (nested chapters and testimonials in their new order); shows in the public catalogue at once; audited. The body carries the item's `version` as it was loaded: 409 CONFLICT when the item changed since (and nothing is saved)",
    params: EditorItemPathSchema,
    body: EditorInputBodySchema,
    responses: { 200: EditorItemResponseSchema, ...errors(400, 404, 409) },
  }),
  adminSetItemState: admin({
    summary: "Approve or unapprove, disable or enable an item; audited",
    params: EditorItemPathSchema,
    body: EditorStateRequestSchema,
    responses: { 200: EditorItemResponseSchema, ...errors(400, 404, 409) },
  }),
  adminDeleteItem: admin({
    summary:
      "Delete an item: hidden from the public for good, while learners keep what they bought (a soft delete); audited",
    params: EditorItemPathSchema,
    responses: { 200: EditorItemResponseSchema, ...errors(404, 409) },
  }),
  adminRestoreItem: admin({
    summary: "Bring a deleted item back (disabled, for an operator to check before enabling it); audited",
    params: EditorItemPathSchema,
    responses: { 200: EditorItemResponseSchema, ...errors(404, 409) },
  }),
  adminCoachSchedule: admin({
    summary: "A coach's session types and weekly hours (in the coach's time zone)",
    params: IdParamsSchema,
    responses: { 200: CoachScheduleResponseSchema, ...errors(404) },
  }),
  adminUpdateCoachSchedule: admin({
    summary:
      "Replace a coach's session types and weekly hours; a removed session type that was booked is retired, not deleted; audited. The body names the schedule's `version` it loaded: 409 CONFLICT when the coach or another operator changed the sessions or hours since",
    params: IdParamsSchema,
    body: CoachScheduleRequestSchema,
    responses: { 200: CoachScheduleResponseSchema, ...errors(400, 404, 409) },
  }),
  adminListBookings: admin({
    summary:
      "Every live-session booking, filtered by coach, state, the days (IST) its session starts on and the learner or booking id; upcoming sessions first (soonest first), then past ones (latest first); paged",
    query: AdminBookingsQuerySchema,
    responses: { 200: AdminBookingListResponseSchema, ...errors(400) },
  }),
  adminCancelBooking: admin({
    summary:
      "Cancel a confirmed booking on the business's side, at any time (even inside the learner's notice or after the start): refunded in full once, the learner e-mailed with a cancelling calendar file; 409 when it is no longer confirmed; audited",
    params: IdParamsSchema,
    body: AdminCancelBookingRequestSchema,
    responses: { 200: AdminCancelBookingResponseSchema, ...errors(400, 404, 409, 502) },
  }),
  adminUpholdDispute: admin({
    summary:
      "Uphold a learner's dispute of a no-show: the mark of absence stands and the fee stays with the coach; the learner is e-mailed the outcome; 409 when there is no open dispute; audited in the same transaction",
    params: IdParamsSchema,
    responses: { 200: AdminResolveDisputeResponseSchema, ...errors(404, 409) },
  }),
  adminReverseDispute: admin({
    summary:
      "Reverse a disputed no-show: the learner is refunded in full exactly once (the cancel's refund path) and the coach's share leaves their earnings; the learner is e-mailed the outcome; 409 when there is no open dispute (or it was decided meanwhile); audited in the same transaction",
    params: IdParamsSchema,
    responses: { 200: AdminResolveDisputeResponseSchema, ...errors(404, 409, 502) },
  }),
  adminUploadImage: admin({
    summary: `Upload an image (JPEG, PNG, WebP or GIF, at most ${IMAGE_UPLOAD_MAX_MB} MB) as the raw body: checked by its bytes, re-encoded to WebP at the widths a srcset needs; audited`,
    consumes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    responses: { 201: ImageUploadResponseSchema, ...errors(400, 413, 415) },
  }),
  adminUploadVideo: admin({
    summary:
      "Upload a chapter video (MP4 or WebM) as the raw body, streamed to storage; answers the private videoLink; audited",
    consumes: ["video/mp4", "video/webm"],
    responses: { 201: VideoUploadResponseSchema, ...errors(400, 413, 415) },
  }),

  adminListMessages: admin({
    summary:
      "The contact messages, newest first: filtered by status, searched (name, e-mail, subject, text), paged, with each status's count",
    query: ContactListQuerySchema,
    responses: { 200: ContactListResponseSchema, ...errors(400) },
  }),
  adminGetMessage: admin({
    summary: "One contact message with its answers",
    params: IdParamsSchema,
    responses: { 200: ContactMessageResponseSchema, ...errors(404) },
  }),
  adminReplyToMessage: admin({
    summary:
      "Answer a contact message by e-mail (Reply-To SUPPORT_EMAIL, quoting the message); the answer is kept and the message becomes answered. 502 when the mail could not be sent: the answer is kept, marked unsent; audited",
    params: IdParamsSchema,
    body: ContactReplyRequestSchema,
    responses: { 201: ContactMessageResponseSchema, ...errors(400, 404, 502) },
  }),
  adminSetMessageStatus: admin({
    summary: "Mark a contact message new, answered or closed (close it, reopen it); audited",
    params: IdParamsSchema,
    body: ContactStatusRequestSchema,
    responses: { 200: ContactMessageResponseSchema, ...errors(400, 404) },
  }),
  adminListOrders: admin({
    summary:
      "Orders searched by buyer e-mail, order id or item name (q), status, kind and the days they were made (from/to, YYYY-MM-DD, India time, both inclusive), newest first, paged",
    query: AdminOrderListQuerySchema,
    responses: { 200: AdminOrderListResponseSchema, ...errors(400) },
  }),
  adminExportOrders: admin({
    summary: `The orders of the same search as CSV (text/csv), newest first, at most ${ORDER_EXPORT_MAX_ROWS} rows`,
    query: AdminOrderExportQuerySchema,
    responses: { 200: CsvResponseSchema, ...errors(400) },
  }),
  adminGetOrder: admin({
    summary:
      "One order: its buyer and item, its refunds, what is left to refund, and its timeline (its recorded events and the provider's answers, with their times)",
    params: IdParamsSchema,
    responses: { 200: AdminOrderResponseSchema, ...errors(404) },
  }),
  adminRefundOrder: admin({
    summary:
      "Refund a paid order in full (no amount, or everything left) or in part, with a reason, through the payment provider: exactly once (409 when the order's refunded total is no longer expectedRefunded); a full refund removes what the order gave; the learner is e-mailed; audited",
    params: IdParamsSchema,
    body: AdminRefundRequestSchema,
    responses: { 200: AdminRefundResponseSchema, ...errors(400, 404, 409) },
  }),
  adminRevenueReport: admin({
    summary: `Revenue (gross, refunds, net) and counts of orders, bookings and refunds, by day, ISO week or month in ${BUSINESS_TIME_ZONE} (at most ${REPORT_MAX_BUCKETS} buckets; default the last ${REPORT_DEFAULT_DAYS} days), with the period's figures by kind, item or coach`,
    query: RevenueReportQuerySchema,
    responses: { 200: RevenueReportResponseSchema, ...errors(400) },
  }),
  adminExportRevenueReport: admin({
    summary:
      "The same report as CSV (text/csv): one line per bucket and group that has figures, so its sums give the report's buckets and groups",
    query: RevenueReportQuerySchema,
    responses: { 200: CsvResponseSchema, ...errors(400) },
  }),
  adminListCoachPractices: admin({
    summary:
      "Every coach's practice: the account that runs the profile, upcoming, completed and no-show sessions, the sessions the coach cancelled, and what the platform owes them",
    responses: { 200: CoachPracticeListResponseSchema },
  }),
  adminListCoachInvitations: admin({
    summary: "A coach profile's account (if one runs it) and its invitations, newest first",
    params: IdParamsSchema,
    responses: { 200: CoachInvitationListResponseSchema, ...errors(404) },
  }),
  adminInviteCoach: admin({
    summary:
      "Invite an e-mail address to run a coach profile: a mail with a single-use link valid 7 days; an earlier pending invitation of the profile is withdrawn; 409 when an account already runs the profile; audited",
    params: IdParamsSchema,
    body: CoachInviteRequestSchema,
    responses: { 201: CoachInvitationResponseSchema, ...errors(400, 404, 409, 502) },
  }),
  adminRevokeCoachInvitation: admin({
    summary: "Withdraw a pending invitation (its link stops working); audited",
    params: InvitationParamsSchema,
    responses: { 200: CoachInvitationResponseSchema, ...errors(404, 409) },
  }),
  adminRemoveCoachAccount: admin({
    summary:
      "Take account access back from a coach profile: the account that runs it loses the coach role and the profile (it stays a learner account, with what it bought), the profile's pending invitations are withdrawn, and with `upcomingSessions: \"cancel\"` every upcoming confirmed session of the coach is cancelled with a full refund and the learner mailed, as an operator's cancel. Repeating the call changes nothing twice and refunds nothing twice; every step audited",
    params: IdParamsSchema,
    body: RemoveCoachAccountRequestSchema,
    responses: { 200: RemoveCoachAccountResponseSchema, ...errors(400, 404) },
  }),
  adminCoachEarnings: admin({
    summary:
      "A coach's earnings as the coach sees them: balance, monthly totals, one month's sessions and the payouts",
    params: IdParamsSchema,
    query: EarningsQuerySchema,
    responses: { 200: EarningsResponseSchema, ...errors(400, 404) },
  }),
  adminExportCoachEarnings: admin({
    summary: "A coach's statement of one month as CSV (text/csv)",
    params: IdParamsSchema,
    query: EarningsQuerySchema,
    responses: { 200: CsvResponseSchema, ...errors(400, 404) },
  }),
  adminRecordPayout: admin({
    summary:
      "Record a payout made to a coach (amount, day, reference); both sides see the balance; audited. 201 for a new payout; 200 with the same payout when its idempotencyKey was already used for it (a retry); 409 when the key was used for a different payout or the coach has a payout with this reference; 400 on amount above the coach's available balance",
    params: IdParamsSchema,
    body: PayoutRequestSchema,
    responses: { 200: PayoutResponseSchema, 201: PayoutResponseSchema, ...errors(400, 404, 409) },
  }),

  getCoachInvitation: {
    tag: "coach-workspace",
    summary:
      "What an invitation link offers: the coach profile and the invited e-mail; 410 when used or expired",
    params: InvitationTokenParamsSchema,
    responses: { 200: InvitationPreviewResponseSchema, ...errors(404, 410) },
  },
  acceptCoachInvitation: {
    tag: "coach-workspace",
    summary:
      "Accept an invitation: with a password, creates the invited account (verified by the link); with a bearer token of the invited e-mail's account, attaches it. The account then runs the coach profile. 410 INVITATION_USED or INVITATION_EXPIRED; 403 for a bearer of another e-mail; 409 when the e-mail has an account (sign in instead) or the account runs another profile",
    params: InvitationTokenParamsSchema,
    body: AcceptInvitationRequestSchema,
    responses: { 200: AcceptInvitationResponseSchema, ...errors(400, 401, 403, 404, 409, 410, 429) },
  },

  coachProfile: coach({
    summary: "The coach profile this account runs, with its booking settings",
    responses: { 200: CoachProfileResponseSchema },
  }),
  coachUpdateSettings: coach({
    summary:
      "Time zone, own meeting link, minimum notice, buffer between sessions and daily cap; the public availability follows at once",
    body: CoachSettingsRequestSchema,
    responses: { 200: CoachProfileResponseSchema, ...errors(400) },
  }),
  coachHours: coach({
    summary: "The weekly hours (in the coach's zone) and the upcoming sessions they no longer cover",
    responses: { 200: CoachHoursResponseSchema },
  }),
  coachUpdateHours: coach({
    summary:
      "Replace the weekly hours; no booking is moved or cancelled — the answer lists those left outside the new hours. The body names the schedule's `version` it loaded: 409 CONFLICT when the sessions or hours were changed since (from the console too)",
    body: CoachHoursSaveRequestSchema,
    responses: { 200: CoachHoursResponseSchema, ...errors(400, 409) },
  }),
  coachListTimeOff: coach({
    summary: "Time off that has not ended, soonest first",
    responses: { 200: TimeOffListResponseSchema },
  }),
  coachAddTimeOff: coach({
    summary:
      "Add time off: whole days in the coach's zone, both ends included; no slot is offered in it, and the sessions already booked in it are listed (they stand)",
    body: TimeOffRequestSchema,
    responses: { 201: TimeOffCreatedResponseSchema, ...errors(400) },
  }),
  coachDeleteTimeOff: coach({
    summary: "Remove time off",
    params: IdParamsSchema,
    responses: { 200: MessageResponseSchema, ...errors(404) },
  }),
  coachListSessionTypes: coach({
    summary: "The coach's session types: offered ones in order, then retired ones",
    responses: { 200: CoachSessionTypeListResponseSchema },
  }),
  coachCreateSessionType: coach({
    summary: "Offer a new session type (title, level, price, duration, topics)",
    body: CoachSessionTypeRequestSchema,
    responses: { 201: CoachSessionTypeResponseSchema, ...errors(400) },
  }),
  coachUpdateSessionType: coach({
    summary: "Edit an offered session type; a new price applies to new bookings only",
    params: IdParamsSchema,
    body: CoachSessionTypeRequestSchema,
    responses: { 200: CoachSessionTypeResponseSchema, ...errors(400, 404) },
  }),
  coachRetireSessionType: coach({
    summary: "Retire a session type: no longer offered; its bookings keep it",
    params: IdParamsSchema,
    responses: { 200: CoachSessionTypeResponseSchema, ...errors(404) },
  }),
  coachListSessions: coach({
    summary:
      "The coach's sessions: upcoming (soonest first), past (latest first) or cancelled, with the learner, their notes and the meeting room; paged",
    query: CoachSessionsQuerySchema,
    responses: { 200: CoachSessionListResponseSchema, ...errors(400) },
  }),
  coachSessionOutcome: coach({
    summary: `Mark a started session COMPLETED (optionally with the summary, e-mailed to the learner once) or NO_SHOW (from ${NO_SHOW_AFTER_MINUTES} minutes after the start: 400 before; the learner is e-mailed and may dispute it); 409 once marked`,
    params: IdParamsSchema,
    body: CoachOutcomeRequestSchema,
    responses: { 200: CoachSessionResponseSchema, ...errors(400, 404, 409) },
  }),
  coachSessionSummary: coach({
    summary:
      "Write or edit the summary of a completed session (text and up to three points to practise); the first one is e-mailed to the learner",
    params: IdParamsSchema,
    body: SessionSummaryInputSchema,
    responses: { 200: CoachSessionResponseSchema, ...errors(400, 404, 409) },
  }),
  coachCancelSession: coach({
    summary:
      "Cancel a confirmed session at any time: the learner is refunded in full once and e-mailed a link to rebook; counted as the coach's cancellation",
    params: IdParamsSchema,
    body: CoachCancelRequestSchema,
    responses: { 200: CoachCancelResponseSchema, ...errors(400, 404, 409, 502) },
  }),
  coachSessionCalendar: coach({
    summary: "The session as an RFC 5545 calendar event in the coach's zone, with the meeting room",
    params: IdParamsSchema,
    responses: { 200: CalendarResponseSchema, ...errors(404) },
  }),
  coachEarnings: coach({
    summary:
      "Earnings: per session the fee, the platform's commission and the coach's share (pending until completed, then available; refunds taken off), monthly totals, payouts and the balance",
    query: EarningsQuerySchema,
    responses: { 200: EarningsResponseSchema, ...errors(400) },
  }),
  coachExportEarnings: coach({
    summary: "The statement of one month as CSV (text/csv)",
    query: EarningsQuerySchema,
    responses: { 200: CsvResponseSchema, ...errors(400) },
  }),

  adminListSubscribers: admin({
    summary: "The mailing list's subscribers, newest first, searched by address and paged",
    query: SubscriberListQuerySchema,
    responses: { 200: SubscriberListResponseSchema, ...errors(400) },
  }),
  adminExportSubscribers: admin({
    summary: "Every subscriber matching the search as CSV (text/csv); audited",
    query: SubscriberExportQuerySchema,
    responses: { 200: CsvResponseSchema, ...errors(400) },
  }),
} as const satisfies { [Name in ApiRouteName]: EndpointSchemas };

/** The body of an endpoint's answer with `status` (200 by default). */
export type ApiResponse<
  Name extends ApiRouteName,
  Status extends keyof (typeof apiSchemas)[Name]["responses"] = 200 &
    keyof (typeof apiSchemas)[Name]["responses"],
> = (typeof apiSchemas)[Name]["responses"][Status] extends z.ZodType
  ? z.output<(typeof apiSchemas)[Name]["responses"][Status]>
  : never;

/** What a caller sends as an endpoint's body (before the server's defaults and trimming). */
export type ApiBody<Name extends ApiRouteName> = (typeof apiSchemas)[Name] extends { body: z.ZodType }
  ? z.input<(typeof apiSchemas)[Name]["body"]>
  : never;

/** What a caller sends as an endpoint's query string. */
export type ApiQuery<Name extends ApiRouteName> = (typeof apiSchemas)[Name] extends { query: z.ZodType }
  ? z.input<(typeof apiSchemas)[Name]["query"]>
  : never;
