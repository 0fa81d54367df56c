import { paths } from "@clutch/contract";
import { type ComponentType, use } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { preloadHeroImage } from "../features/home/hero-images";
import type { AppDispatch } from "../hooks/store";
import { trackPageLoad } from "../lib/page-loading";
import type { RootState } from "../lib/root-state";
import { RootLayout } from "./routes/root";

const PARAM = "ROUTEPARAM";

/**
 * The router pattern of a parametrised path, derived from the registry's builder, so
 * `paths.game` gives "/product-game/:id" and the two can never disagree.
 */
export function routePattern(build: (value: string) => string, param: string): string {
  return build(PARAM).replace(PARAM, `:${param}`);
}

/**
 * Every route of docs/product.md#routes plus the local test checkout. Every page component lives in `./routes`,
 * composing features and shared code, and is loaded lazily in a chunk of its own (the product pages
 * share one, `./routes/product`, and so do the legal and contact pages, `./routes/legal`).
 *
 * React Router's declarative mode renders them (`AppRoutes`), not its data router: the app has no
 * loaders or actions, and the data router's machinery for them is about half of React Router's
 * code on every page's start-up path (docs/decisions/014-lighter-start-up-path.md). `lazy` here is
 * ours: `AppRoutes` loads a page's code when it is first shown, and `preloadPage` before the first
 * render. Errors and the loading state are the layout's (`RootLayout`, `Layout`).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      {
        // Pathless: one group of pages, all lazily loaded.
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
              Component: (await import("./routes/browse")).GamesRoute,
            }),
          },
          {
            path: paths.coaches,
            lazy: async () => ({
              Component: (await import("./routes/browse")).CoachesRoute,
            }),
          },
          {
            path: paths.courses,
            lazy: async () => ({
              Component: (await import("./routes/browse")).CoursesRoute,
            }),
          },
          {
            path: paths.guides,
            lazy: async () => ({
              Component: (await import("./routes/browse")).GuidesRoute,
            }),
          },
          {
            path: paths.subscriptionPackages,
            lazy: async () => ({
              Component: (await import("./routes/plans")).SubscriptionPackagesRoute,
            }),
          },
          {
            path: routePattern(paths.gameSubscriptionPackages, "gameId"),
            lazy: async () => ({
              Component: (await import("./routes/plans")).GameSubscriptionPackagesRoute,
            }),
          },
          {
            path: paths.teamPlans,
            lazy: async () => ({
              Component: (await import("./routes/plans")).TeamPlansRoute,
            }),
          },

          // Profile area.
          {
            path: paths.profile,
            lazy: async () => ({ Component: (await import("./routes/profile")).ProfileRoute }),
          },
          {
            path: paths.profileCourses,
            lazy: async () => ({ Component: (await import("./routes/profile-items")).ProfileCoursesRoute }),
          },
          {
            path: paths.profileGuides,
            lazy: async () => ({ Component: (await import("./routes/profile-items")).ProfileGuidesRoute }),
          },
          {
            path: paths.profileBookings,
            lazy: async () => ({
              Component: (await import("./routes/profile-bookings")).ProfileBookingsRoute,
            }),
          },

          // Product pages.
          {
            path: routePattern(paths.game, "id"),
            lazy: async () => ({
              Component: (await import("./routes/product")).GameProductRoute,
            }),
          },
          {
            path: routePattern(paths.course, "id"),
            lazy: async () => ({
              Component: (await import("./routes/product")).CourseProductRoute,
            }),
          },
          {
            path: routePattern(paths.coach, "id"),
            lazy: async () => ({
              Component: (await import("./routes/product")).CoachProductRoute,
            }),
          },
          {
            path: routePattern(paths.guide, "id"),
            lazy: async () => ({
              Component: (await import("./routes/product")).GuideProductRoute,
            }),
          },
          {
            path: paths.dealDiscount,
            lazy: async () => ({ Component: (await import("./routes/legal")).DealDiscountRoute }),
          },

          // Payments.
          {
            path: routePattern(paths.paymentResult, "orderId"),
            lazy: async () => ({ Component: (await import("./routes/payment")).PaymentResultRoute }),
          },
          {
            path: routePattern(paths.localCheckout, "sessionId"),
            lazy: async () => ({ Component: (await import("./routes/payment")).LocalCheckoutRoute }),
          },

          // Legal, contact, mailing list.
          {
            path: paths.privacyPolicy,
            lazy: async () => ({ Component: (await import("./routes/legal")).PrivacyPolicyRoute }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import("./routes/legal")).TermsRoute }),
          },
          {
            path: paths.refundPolicy,
            lazy: async () => ({ Component: (await import("./routes/legal")).RefundPolicyRoute }),
          },
          {
            path: paths.contactUs,
            lazy: async () => ({ Component: (await import("./routes/legal")).ContactRoute }),
          },
          {
            path: paths.unsubscribe,
            lazy: async () => ({
              Component: (await import("./routes/unsubscribe")).UnsubscribeRoute,
            }),
          },

          // A coach's invitation link (its own chunk: no learner's page loads it).
          {
            path: routePattern(paths.coachInvitation, "token"),
            lazy: async () => ({
              Component: (await import("./routes/coach-invitation")).CoachInvitationRoute,
            }),
          },

          // The operators' console: one chunk, its own routes inside.
          {
            path: `${paths.admin}/*`,
            lazy: async () => {
              const { ConsoleRoute, prepareConsoleRoute } = await import("./routes/console");
              return { Component: ConsoleRoute, handle: { prepare: prepareConsoleRoute } };
            },
          },
          // The coaches' workspace: one chunk, its own routes inside.
          {
            path: `${paths.coachWorkspace}/*`,
            lazy: async () => {
              const { CoachWorkspaceRoute, prepareWorkspaceRoute } = await import("./routes/coach-workspace");
              return { Component: CoachWorkspaceRoute, handle: { prepare: prepareWorkspaceRoute } };
            },
          },

          {
            path: "*",
            lazy: async () => ({ Component: (await import("./routes/not-found")).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

/** The store as a page's `prepare` sees it. */
export type PageStore = { dispatch: AppDispatch; getState: () => RootState };

/**
 * What a page asks for as soon as its code is in, before its first render (its data, the code of the
 * part it opens on), rather than from an effect after that render: on a phone's CPU the first render
 * of a part of the site (the console, the coaches' workspace) took most of a second. A route's lazy
 * module hands it over in `handle.prepare`.
 */
export type PreparePage = (store: PageStore) => void;

type PageModule = { Component: ComponentType; handle?: { prepare?: PreparePage } };
type LoadPage = () => Promise<PageModule>;

/** A page's code: fetched once, then rendered without suspending. */
interface Page {
  load: () => Promise<ComponentType>;
  Component: ComponentType;
  /** Its `prepare`, once its code is in. */
  prepare: () => PreparePage | undefined;
}

const pageOf = new Map<LoadPage, Page>();

function page(loadModule: LoadPage): Page {
  let existing = pageOf.get(loadModule);
  if (existing) return existing;
  let loaded: ComponentType | undefined;
  let prepare: PreparePage | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    loading ??= trackPageLoad(
      loadModule().then(
        (module) => {
          loaded = module.Component;
          prepare = module.handle?.prepare;
          return loaded;
        },
        (error: unknown) => {
          failure = { error };
          throw error;
        },
      ),
    );
    return loading;
  };
  function LazyPage() {
    if (failure) throw failure.error;
    // Until its code is here the page suspends; navigations are transitions, so the current page
    // stays on screen meanwhile (with the progress bar), as it did under the data router.
    const Component = loaded ?? use(load());
    return <Component />;
  }
  existing = { load, Component: LazyPage, prepare: () => prepare };
  pageOf.set(loadModule, existing);
  return existing;
}

/** The route table with each lazy page turned into its component, for `useRoutes`. */
function withPages(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    if (route.index) {
      return route.lazy ? { index: true, Component: page(route.lazy as LoadPage).Component } : route;
    }
    const { lazy, children, ...rest } = route;
    return {
      ...rest,
      ...(lazy ? { Component: page(lazy as LoadPage).Component } : {}),
      ...(children ? { children: withPages(children) } : {}),
    };
  });
}

const pageRoutes = withPages(routes);

/** The page for the current location, inside the layout (render inside a `<BrowserRouter>`). */
export function AppRoutes() {
  return useRoutes(pageRoutes);
}

/**
 * Loads the code of the page at `pathname`, so the first render is the page itself rather than the
 * loading state followed by the page: one render instead of two on the start-up path; with the
 * app's store, the page then asks for what it needs (`PreparePage`). Resolves when it is in, or
 * could not be loaded (the page then shows its error).
 */
export async function preloadPage(pathname: string, store?: PageStore): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf?.lazy) return;
  const lazyPage = page(leaf.lazy as LoadPage);
  const loaded = await lazyPage.load().then(
    () => true,
    () => false,
  );
  if (loaded && store) lazyPage.prepare()?.(store);
}
