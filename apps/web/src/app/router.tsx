import { paths } from "@clutch/contract";
import { createBrowserRouter, type RouteObject } from "react-router";
import { preloadHeroImage } from "../features/home/hero-images";
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
          {
            index: true,
            lazy: async () => {
              // The home page's LCP image starts downloading alongside the page's code.
              preloadHeroImage();
              return { Component: (await import("./routes/home")).HomeRoute };
            },
          },

          // Catalogue sections and plans.
          {
            path: paths.games,
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/browse")).GamesRoute,
            }),
          },
          {
            path: paths.coaches,
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/browse")).CoachesRoute,
            }),
          },
          {
            path: paths.courses,
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/browse")).CoursesRoute,
            }),
          },
          {
            path: paths.guides,
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/browse")).GuidesRoute,
            }),
          },
          {
            path: paths.subscriptionPackages,
            lazy: async () => ({
              Component: (await import("../features/plans/routes/plans")).SubscriptionPackagesRoute,
            }),
          },
          {
            path: routePattern(paths.gameSubscriptionPackages, "gameId"),
            lazy: async () => ({
              Component: (await import("../features/plans/routes/plans")).GameSubscriptionPackagesRoute,
            }),
          },
          {
            path: paths.teamPlans,
            lazy: async () => ({
              Component: (await import("../features/plans/routes/plans")).TeamPlansRoute,
            }),
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
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/product")).GameProductRoute,
            }),
          },
          {
            path: routePattern(paths.course, "id"),
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/product")).CourseProductRoute,
            }),
          },
          {
            path: routePattern(paths.coach, "id"),
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/product")).CoachProductRoute,
            }),
          },
          {
            path: routePattern(paths.guide, "id"),
            lazy: async () => ({
              Component: (await import("../features/catalogue/routes/product")).GuideProductRoute,
            }),
          },
          {
            path: paths.dealDiscount,
            lazy: async () => ({ Component: (await import("../features/legal")).DealDiscountPage }),
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
            lazy: async () => ({ Component: (await import("../features/legal")).PrivacyPolicyPage }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import("../features/legal")).TermsPage }),
          },
          {
            path: paths.refundPolicy,
            lazy: async () => ({ Component: (await import("../features/legal")).RefundPolicyPage }),
          },
          {
            path: paths.contactUs,
            lazy: async () => ({ Component: (await import("../features/legal")).ContactPage }),
          },
          {
            path: paths.unsubscribe,
            lazy: async () => ({
              Component: (await import("../features/mailing-list/components/UnsubscribePage"))
                .UnsubscribePage,
            }),
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

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has loaded the first page's code (its `lazy` route), so the first render
 * is the page itself rather than the loading fallback followed by the page: one render instead of
 * two on the start-up path.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
