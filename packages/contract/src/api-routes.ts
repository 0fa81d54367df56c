import type { CatalogueKind } from "./catalogue-rules";

/**
 * The API surface, part one: every endpoint's method and path, and whether it needs a bearer
 * token, in three tables: the site's (here), the console's (`console-routes.ts`) and the coach
 * workspace's (`workspace-routes.ts`). Free of zod so the web app's start-up path can use the
 * site's; the other two are passed on by the console's and the workspace's schema modules, not by
 * the contract's index, so only those parts of the web app load them. `api.ts` joins the three
 * (`apiRoutes`) and adds each endpoint's schemas under the same name. The server registers its
 * routes from the two together, and the web app builds its requests from these tables and types
 * them from `api.ts`.
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

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify-style, `:name` for a path parameter. */
  path: `/api/${string}`;
  auth: ApiAuth;
}

/** Whether an endpoint is an operator's (see `ApiAuth`). */
export const isAdminAuth = (auth: ApiAuth): auth is "admin" | "admin-sign-in" =>
  auth === "admin" || auth === "admin-sign-in";

/** Every visitor's and learner's endpoints: the catalogue, accounts, payments, live sessions. */
export const siteRoutes = {
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
  disputeNoShow: { method: "POST", path: "/api/live-sessions/:id/dispute", auth: true },

  getCoachInvitation: { method: "GET", path: "/api/coach-invitations/:token", auth: false },
  acceptCoachInvitation: { method: "POST", path: "/api/coach-invitations/:token/accept", auth: false },
} as const satisfies Record<string, ApiRoute>;

type SiteRouteName = keyof typeof siteRoutes;

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
} as const satisfies Record<CatalogueKind, { list: SiteRouteName; detail: SiteRouteName }>;
