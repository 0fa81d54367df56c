import type { CatalogueKind } from "./catalogue-rules";

/**
 * The API surface, part one: every endpoint's method and path, and whether it needs a bearer
 * token. Free of zod so the web app's start-up path can use it; `api.ts` adds each endpoint's
 * schemas under the same name. The server registers its routes from the two together, and the web
 * app builds its requests from this table and types them from `api.ts`.
 */
type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call an endpoint. `false`: anyone. `true`: a signed-in account (401 without a valid bearer
 * token). `"admin"`: an operator with a console session: 401 without a valid token, 403 `FORBIDDEN`
 * for an account that is not an admin (read from the database on every call), 403
 * `SECOND_FACTOR_REQUIRED` without a valid `x-admin-session`. `"admin-sign-in"`: the console's
 * sign-in steps (the second factor's set-up and codes), the same without the console session.
 * Every path under `/api/admin/` has one of the two admin levels and no other path has them; the
 * server refuses to register a route that breaks this. `"coach"`: an account that runs a coach
 * profile (401 without a valid token, 403 `FORBIDDEN` for any other account); exactly the paths
 * under `/api/coach-workspace/`.
 */
export type ApiAuth = boolean | "admin" | "admin-sign-in" | "coach";

interface ApiRoute {
  method: HttpMethod;
  /** Fastify-style, `:name` for a path parameter. */
  path: `/api/${string}`;
  auth: ApiAuth;
}

/** Whether an endpoint is an operator's (see `ApiAuth`). */
export const isAdminAuth = (auth: ApiAuth): auth is "admin" | "admin-sign-in" =>
  auth === "admin" || auth === "admin-sign-in";

export const apiRoutes = {
  health: { method: "GET", path: "/api/health", auth: false },

  listGames: { method: "GET", path: "/api/game", auth: false },
  getGame: { method: "GET", path: "/api/game/:id", auth: false },
  listCoaches: { method: "GET", path: "/api/coach", auth: false },
  getCoach: { method: "GET", path: "/api/coach/:id", auth: false },
  listCourses: { method: "GET", path: "/api/course", auth: false },
  getCourse: { method: "GET", path: "/api/course/:id", auth: false },
  listGuides: { method: "GET", path: "/api/guide", auth: false },
  getGuide: { method: "GET", path: "/api/guide/:id", auth: false },

  courseChapters: { method: "GET", path: "/api/course/:id/user", auth: true },
  guideChapters: { method: "GET", path: "/api/guide/:id/user", auth: true },
  privateMedia: { method: "GET", path: "/api/media/private/:name", auth: false },

  listPackages: { method: "GET", path: "/api/subscription-package", auth: false },
  listGamePackages: { method: "GET", path: "/api/subscription-package/game/:gameId", auth: false },
  listTeamPlans: { method: "GET", path: "/api/team-plans", auth: false },

  subscribe: { method: "POST", path: "/api/subscription", auth: false },
  unsubscribe: { method: "DELETE", path: "/api/subscription/unsubscribe", auth: false },
  unsubscribeLink: { method: "GET", path: "/api/unsubscribe", auth: false },

  contact: { method: "POST", path: "/api/contact", auth: false },

  register: { method: "POST", path: "/api/auth/register", auth: false },
  verifyOtp: { method: "POST", path: "/api/auth/verify-otp", auth: false },
  login: { method: "POST", path: "/api/auth/login", auth: false },
  userData: { method: "GET", path: "/api/auth/user-data", auth: true },
  updateAdditionalInfo: { method: "PUT", path: "/api/auth/update-additional-info", auth: true },
  forgotPassword: { method: "POST", path: "/api/auth/forgot-password", auth: false },
  resetPassword: { method: "PUT", path: "/api/auth/reset-password", auth: false },
  changePassword: { method: "PUT", path: "/api/auth/change-password", auth: true },
  updateUserDetails: { method: "PUT", path: "/api/auth/update-user-details", auth: true },

  createCourseOrder: { method: "POST", path: "/api/payment/create-order-course", auth: true },
  createGuideOrder: { method: "POST", path: "/api/payment/create-order-guide", auth: true },
  checkCourseAccess: { method: "POST", path: "/api/payment/check-access", auth: true },
  checkGuideAccess: { method: "POST", path: "/api/payment/check-access-guide", auth: true },
  paymentStatus: { method: "GET", path: "/api/payment/payment-status/:orderId", auth: false },
  /** A payment provider's notifications, at its own name (`/api/payment/webhook/cashfree`). */
  paymentWebhook: { method: "POST", path: "/api/payment/webhook/:provider", auth: false },
  /** The built-in test checkout (provider `local` only). */
  localCheckout: { method: "GET", path: "/api/payment/local/:paymentSessionId", auth: false },
  localComplete: { method: "POST", path: "/api/payment/local/:paymentSessionId/complete", auth: false },

  coachAvailability: { method: "GET", path: "/api/coach/:id/availability", auth: false },
  bookSession: { method: "POST", path: "/api/live-sessions", auth: true },
  listBookings: { method: "GET", path: "/api/live-sessions/user", auth: true },
  cancelBooking: { method: "POST", path: "/api/live-sessions/:id/cancel", auth: true },
  rescheduleBooking: { method: "POST", path: "/api/live-sessions/:id/reschedule", auth: true },
  bookingCalendar: { method: "GET", path: "/api/live-sessions/:id/calendar.ics", auth: true },

  adminMe: { method: "GET", path: "/api/admin/me", auth: "admin-sign-in" },
  adminSecondFactorSetup: { method: "POST", path: "/api/admin/second-factor/setup", auth: "admin-sign-in" },
  adminSecondFactorConfirm: {
    method: "POST",
    path: "/api/admin/second-factor/confirm",
    auth: "admin-sign-in",
  },
  adminSecondFactorVerify: { method: "POST", path: "/api/admin/second-factor/verify", auth: "admin-sign-in" },
  adminSecondFactorRecover: {
    method: "POST",
    path: "/api/admin/second-factor/recover",
    auth: "admin-sign-in",
  },
  adminAudit: { method: "GET", path: "/api/admin/audit", auth: "admin" },

  adminListItems: { method: "GET", path: "/api/admin/catalogue/:kind", auth: "admin" },
  adminGetItem: { method: "GET", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminCreateItem: { method: "POST", path: "/api/admin/catalogue/:kind", auth: "admin" },
  adminUpdateItem: { method: "PUT", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminSetItemState: { method: "POST", path: "/api/admin/catalogue/:kind/:id/state", auth: "admin" },
  adminDeleteItem: { method: "DELETE", path: "/api/admin/catalogue/:kind/:id", auth: "admin" },
  adminRestoreItem: { method: "POST", path: "/api/admin/catalogue/:kind/:id/restore", auth: "admin" },
  adminCoachSchedule: { method: "GET", path: "/api/admin/coaches/:id/schedule", auth: "admin" },
  adminUpdateCoachSchedule: { method: "PUT", path: "/api/admin/coaches/:id/schedule", auth: "admin" },
  adminListBookings: { method: "GET", path: "/api/admin/bookings", auth: "admin" },
  adminCancelBooking: { method: "POST", path: "/api/admin/bookings/:id/cancel", auth: "admin" },
  adminUploadImage: { method: "POST", path: "/api/admin/uploads/image", auth: "admin" },
  adminUploadVideo: { method: "POST", path: "/api/admin/uploads/video", auth: "admin" },

  adminListMessages: { method: "GET", path: "/api/admin/messages", auth: "admin" },
  adminGetMessage: { method: "GET", path: "/api/admin/messages/:id", auth: "admin" },
  adminReplyToMessage: { method: "POST", path: "/api/admin/messages/:id/replies", auth: "admin" },
  adminSetMessageStatus: { method: "POST", path: "/api/admin/messages/:id/status", auth: "admin" },
  adminListOrders: { method: "GET", path: "/api/admin/orders", auth: "admin" },
  adminExportOrders: { method: "GET", path: "/api/admin/orders/export", auth: "admin" },
  adminGetOrder: { method: "GET", path: "/api/admin/orders/:id", auth: "admin" },
  adminRefundOrder: { method: "POST", path: "/api/admin/orders/:id/refunds", auth: "admin" },
  adminRevenueReport: { method: "GET", path: "/api/admin/reports/revenue", auth: "admin" },
  adminExportRevenueReport: { method: "GET", path: "/api/admin/reports/revenue/export", auth: "admin" },
  adminListCoachPractices: { method: "GET", path: "/api/admin/coach-practices", auth: "admin" },
  adminListCoachInvitations: { method: "GET", path: "/api/admin/coaches/:id/invitations", auth: "admin" },
  adminInviteCoach: { method: "POST", path: "/api/admin/coaches/:id/invitations", auth: "admin" },
  adminRevokeCoachInvitation: {
    method: "POST",
    path: "/api/admin/coaches/:id/invitations/:invitationId/revoke",
    auth: "admin",
  },
  adminCoachEarnings: { method: "GET", path: "/api/admin/coaches/:id/earnings", auth: "admin" },
  adminExportCoachEarnings: { method: "GET", path: "/api/admin/coaches/:id/earnings/export", auth: "admin" },
  adminRecordPayout: { method: "POST", path: "/api/admin/coaches/:id/payouts", auth: "admin" },

  getCoachInvitation: { method: "GET", path: "/api/coach-invitations/:token", auth: false },
  acceptCoachInvitation: { method: "POST", path: "/api/coach-invitations/:token/accept", auth: false },

  coachProfile: { method: "GET", path: "/api/coach-workspace/profile", auth: "coach" },
  coachUpdateSettings: { method: "PUT", path: "/api/coach-workspace/settings", auth: "coach" },
  coachHours: { method: "GET", path: "/api/coach-workspace/hours", auth: "coach" },
  coachUpdateHours: { method: "PUT", path: "/api/coach-workspace/hours", auth: "coach" },
  coachListTimeOff: { method: "GET", path: "/api/coach-workspace/time-off", auth: "coach" },
  coachAddTimeOff: { method: "POST", path: "/api/coach-workspace/time-off", auth: "coach" },
  coachDeleteTimeOff: { method: "DELETE", path: "/api/coach-workspace/time-off/:id", auth: "coach" },
  coachListSessionTypes: { method: "GET", path: "/api/coach-workspace/session-types", auth: "coach" },
  coachCreateSessionType: { method: "POST", path: "/api/coach-workspace/session-types", auth: "coach" },
  coachUpdateSessionType: { method: "PUT", path: "/api/coach-workspace/session-types/:id", auth: "coach" },
  coachRetireSessionType: {
    method: "POST",
    path: "/api/coach-workspace/session-types/:id/retire",
    auth: "coach",
  },
  coachListSessions: { method: "GET", path: "/api/coach-workspace/sessions", auth: "coach" },
  coachSessionOutcome: { method: "POST", path: "/api/coach-workspace/sessions/:id/outcome", auth: "coach" },
  coachSessionSummary: { method: "PUT", path: "/api/coach-workspace/sessions/:id/summary", auth: "coach" },
  coachCancelSession: { method: "POST", path: "/api/coach-workspace/sessions/:id/cancel", auth: "coach" },
  coachSessionCalendar: {
    method: "GET",
    path: "/api/coach-workspace/sessions/:id/calendar.ics",
    auth: "coach",
  },
  coachEarnings: { method: "GET", path: "/api/coach-workspace/earnings", auth: "coach" },
  coachExportEarnings: { method: "GET", path: "/api/coach-workspace/earnings/export", auth: "coach" },

  adminListSubscribers: { method: "GET", path: "/api/admin/subscribers", auth: "admin" },
  adminExportSubscribers: { method: "GET", path: "/api/admin/subscribers/export", auth: "admin" },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

/** A route's path with its `:params` filled in, each encoded. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Each catalogue kind's list and detail endpoints (the server's routes, the web app's queries). */
export const CATALOGUE_ENDPOINTS = {
  game: { list: "listGames", detail: "getGame" },
  coach: { list: "listCoaches", detail: "getCoach" },
  course: { list: "listCourses", detail: "getCourse" },
  guide: { list: "listGuides", detail: "getGuide" },
} as const satisfies Record<CatalogueKind, { list: ApiRouteName; detail: ApiRouteName }>;
