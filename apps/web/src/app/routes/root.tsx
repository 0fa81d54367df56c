import { paths } from "@clutch/contract";
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ErrorBoundary } from "../../components/ErrorBoundary";
import { Layout } from "../../components/layout/Layout";
import type { NavAccount } from "../../components/layout/Nav";
import { Container } from "../../components/ui/Container";
import { ErrorState } from "../../components/ui/ErrorState";
import { WhenVisible } from "../../components/ui/WhenVisible";
import { logout, selectUserInfo } from "../../features/auth/authSlice";
import { AuthModals } from "../../features/auth/components/AuthModals";
import { displayName } from "../../features/auth/display-name";
import { useSessionBootstrap } from "../../features/auth/hooks/use-session-bootstrap";
import { preloadAuthDialog } from "../../features/auth/preload";
import { useAppDispatch, useAppSelector } from "../../hooks/store";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { openModal } from "../../lib/modals";

/**
 * The footer's mailing-list form, loaded when its place comes into view: every page has it, below
 * its first screen, so its code is off every page's start-up path. No look-ahead margin: the page
 * holds at least a screen, so the footer starts just below the first one, and with a margin every
 * page loaded the form (its code and a request) while starting.
 */
const MailingListForm = lazy(async () => ({
  default: (await import("../../features/mailing-list/components/MailingListForm")).MailingListForm,
}));

/** Holds the form's place (about its height at each width) until it is in. */
const mailingListPlaceholder = (
  <div aria-hidden="true" className="min-h-[20rem] md:min-h-[18rem] lg:min-h-[11rem]" />
);

const mailingList = (
  <WhenVisible placeholder={mailingListPlaceholder} margin="0px">
    <Suspense fallback={mailingListPlaceholder}>
      <MailingListForm />
    </Suspense>
  </WhenVisible>
);

// The dialogs of docs/product.md#dialogs, driven by the flags in the store.
const modals = <AuthModals />;

const preloadLogin = () => preloadAuthDialog("login");

/**
 * The account as the first render shows it, before the stored sign-in is known: Login or a placeholder,
 * the one the session mark shows (015). A server-rendered page draws it so, and the app's first
 * render must draw the same to take that markup over.
 */
const FIRST_RENDER_ACCOUNT: NavAccount = { status: "unknown" };

/** What the nav shows of the visitor, from the auth state: the same object while that is unchanged. */
function useNavAccount(): NavAccount {
  const userInfo = useAppSelector(selectUserInfo);
  // Pending only while a stored token's check is on its way (false for a visitor).
  const { pending } = useSessionBootstrap();
  return useMemo(
    () =>
      userInfo
        ? { status: "signedIn", label: displayName(userInfo), roles: userInfo.roles }
        : pending
          ? { status: "pending" }
          : { status: "signedOut" },
    [userInfo, pending],
  );
}

/**
 * The shell every page renders in: it wires the auth and modal state into the shared Layout. A page
 * that fails to load or crashes shows its error inside the layout, until the next navigation.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // The auth state changes while a page starts (the stored sign-in checked, the user's data in): a
  // store update, which React renders at once, in one task. Deferred, the nav (memoised, like the
  // footer) takes the new account in a later render that React splits into short tasks; the first
  // render draws the account as the server does.
  const account = useDeferredValue(useNavAccount(), FIRST_RENDER_ACCOUNT);
  const onLogin = useCallback(() => dispatch(openModal("login")), [dispatch]);
  const onLogout = useCallback(() => {
    dispatch(logout());
    navigate(paths.home);
  }, [dispatch, navigate]);

  // The same element until the location changes, so the nav's updates never reach the page (see Layout).
  const page = useMemo(
    () => (
      <ErrorBoundary resetKey={location.key} fallback={(error) => <RouteError error={error} />}>
        <Outlet />
      </ErrorBoundary>
    ),
    [location.key],
  );

  return (
    <Layout
      account={account}
      onLogin={onLogin}
      onLoginIntent={preloadLogin}
      onLogout={onLogout}
      modals={modals}
      mailingList={mailingList}
    >
      {page}
    </Layout>
  );
}

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** A page that failed to load or crashed, shown inside the layout (nav and footer stay usable). */
function RouteError({ error }: { error: unknown }) {
  useDocumentTitle("Error");
  return (
    <Container className="py-20">
      <ErrorState message={describe(error)} onRetry={() => window.location.reload()} />
    </Container>
  );
}

/** Last resort when the shell itself fails: no nav, just the message and a reload. */
export function RootError({ error }: { error: unknown }) {
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <ErrorState message={describe(error)} onRetry={() => window.location.reload()} />
    </div>
  );
}
