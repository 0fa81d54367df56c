import { paths } from "@clutch/contract";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading, RootError, RootLayout, RouteError } from "./routes/root";

const PARAM = "ROUTEPARAM";

/**
 * The router pattern of a parametrised path, derived from the registry's builder, so
 * `paths.game` gives "/product-game/:id" and the two can never disagree.
 */
export function routePattern(build: (value: string) => string, param: string): string {
  return build(PARAM).replace(PARAM, `:${param}`);
}

/** Every route of SPEC §2 plus the local test checkout; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      {
        // Pathless: errors and first-load fallbacks render inside the layout.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import("./routes/home")).HomeRoute }) },

          // Catalogue sections: Coming Soon in this build.
          {
            path: paths.games,
            lazy: async () => ({ Component: (await import("./routes/coming-soon")).GamesRoute }),
          },
          {
            path: paths.coaches,
            lazy: async () => ({ Component: (await import("./routes/coming-soon")).CoachesRoute }),
          },
          {
            path: paths.courses,
            lazy: async () => ({ Component: (await import("./routes/coming-soon")).CoursesRoute }),
          },
          {
            path: paths.guides,
            lazy: async () => ({ Component: (await import("./routes/coming-soon")).GuidesRoute }),
          },
          {
            path: paths.subscriptionPackages,
            lazy: async () => ({
              Component: (await import("./routes/coming-soon")).SubscriptionPackagesRoute,
            }),
          },
          {
            path: routePattern(paths.gameSubscriptionPackages, "gameId"),
            lazy: async () => ({
              Component: (await import("./routes/coming-soon")).GameSubscriptionPackagesRoute,
            }),
          },
          {
            path: paths.teamPlans,
            lazy: async () => ({ Component: (await import("./routes/coming-soon")).TeamPlansRoute }),
          },

          // Profile area.
          {
            path: paths.profile,
            lazy: async () => ({ Component: (await import("./routes/profile")).ProfileRoute }),
          },
          {
            path: paths.profileCourses,
            lazy: async () => ({ Component: (await import("./routes/profile")).ProfileCoursesRoute }),
          },
          {
            path: paths.profileGuides,
            lazy: async () => ({ Component: (await import("./routes/profile")).ProfileGuidesRoute }),
          },
          {
            path: paths.profileBookings,
            lazy: async () => ({ Component: (await import("./routes/profile")).ProfileBookingsRoute }),
          },

          // Product pages.
          {
            path: routePattern(paths.game, "id"),
            lazy: async () => ({ Component: (await import("./routes/product")).GameProductRoute }),
          },
          {
            path: routePattern(paths.course, "id"),
            lazy: async () => ({ Component: (await import("./routes/product")).CourseProductRoute }),
          },
          {
            path: routePattern(paths.coach, "id"),
            lazy: async () => ({ Component: (await import("./routes/product")).CoachProductRoute }),
          },
          {
            path: routePattern(paths.guide, "id"),
            lazy: async () => ({ Component: (await import("./routes/product")).GuideProductRoute }),
          },
          {
            path: paths.dealDiscount,
            lazy: async () => ({ Component: (await import("./routes/info")).DealDiscountRoute }),
          },

          // Payments.
          {
            path: routePattern(paths.paymentResult, "orderId"),
            lazy: async () => ({ Component: (await import("./routes/info")).PaymentResultRoute }),
          },
          {
            path: routePattern(paths.localCheckout, "sessionId"),
            lazy: async () => ({ Component: (await import("./routes/info")).LocalCheckoutRoute }),
          },

          // Legal, contact, mailing list.
          {
            path: paths.privacyPolicy,
            lazy: async () => ({ Component: (await import("./routes/info")).PrivacyPolicyRoute }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import("./routes/info")).TermsRoute }),
          },
          {
            path: paths.refundPolicy,
            lazy: async () => ({ Component: (await import("./routes/info")).RefundPolicyRoute }),
          },
          {
            path: paths.contactUs,
            lazy: async () => ({ Component: (await import("./routes/info")).ContactUsRoute }),
          },
          {
            path: paths.unsubscribe,
            lazy: async () => ({ Component: (await import("./routes/info")).UnsubscribeRoute }),
          },

          {
            path: "*",
            lazy: async () => ({ Component: (await import("../components/NotFound")).NotFound }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
