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

/** Each kind's browse page. */
export const browsePaths = {
  game: paths.games,
  coach: paths.coaches,
  course: paths.courses,
  guide: paths.guides,
} as const satisfies Record<CatalogueKind, string>;
