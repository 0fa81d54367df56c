import type { CatalogueKind } from "./catalogue-rules";

/** Every route of the web app (docs/product.md#routes), so no link is a hard-coded string. */
export const paths = {
  home: "/",
  games: "/games",
  coaches: "/coaches",
  courses: "/courses",
  guides: "/guides",
  subscriptionPackages: "/subscription-packages",
  gameSubscriptionPackages: (gameId: string) => `/game-subscription-packages/${encodeURIComponent(gameId)}`,
  teamPlans: "/team-plans",
  profile: "/profile",
  profileCourses: "/profile/courses",
  profileGuides: "/profile/guides",
  profileBookings: "/profile/bookings",
  game: (id: string) => `/product-game/${encodeURIComponent(id)}`,
  course: (id: string) => `/product-course/${encodeURIComponent(id)}`,
  coach: (id: string) => `/product-coach/${encodeURIComponent(id)}`,
  guide: (id: string) => `/product-guide/${encodeURIComponent(id)}`,
  dealDiscount: "/product-deal-discount",
  paymentResult: (orderId: string) => `/payment-success/${encodeURIComponent(orderId)}`,
  localCheckout: (sessionId: string) => `/checkout/local/${encodeURIComponent(sessionId)}`,
  privacyPolicy: "/privacy-policy",
  terms: "/terms-and-conditions",
  refundPolicy: "/refund-and-cancellation",
  contactUs: "/contact-us",
  unsubscribe: "/unsubscribe",
  /** The operators' console; its own pages live below it (`/admin/games`, `/admin/audit`, ...). */
  admin: "/admin",
  /** The coaches' workspace; its own pages live below it (`/coach/hours`, `/coach/earnings`, ...). */
  coachWorkspace: "/coach",
  coachInvitation: (token: string) => `/coach-invitation/${encodeURIComponent(token)}`,
} as const;

/** Whether `path` is `prefix` itself or one of its pages (`/coach/hours` is under `/coach`, `/coaches` is not). */
export const isUnderPath = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether `path` is the console's or the coaches' workspace's: pages the app draws over a frame
 * the server sends with their heading alone (apps/server/src/plugins/web.ts).
 */
export const isPartPath = (path: string): boolean =>
  isUnderPath(path, paths.admin) || isUnderPath(path, paths.coachWorkspace);

/** Each kind's browse page. */
export const browsePaths = {
  game: paths.games,
  coach: paths.coaches,
  course: paths.courses,
  guide: paths.guides,
} as const satisfies Record<CatalogueKind, string>;
