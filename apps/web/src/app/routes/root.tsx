import { paths } from "@clutch/contract";
import { isRouteErrorResponse, Outlet, useNavigate, useRouteError } from "react-router";
import { Layout } from "../../components/layout/Layout";
import type { NavAccount } from "../../components/layout/Nav";
import { Container } from "../../components/ui/Container";
import { ErrorState } from "../../components/ui/ErrorState";
import { LoadingState } from "../../components/ui/LoadingState";
import { logout, selectToken, selectUserInfo } from "../../features/auth/authSlice";
import { AuthModals } from "../../features/auth/components/AuthModals";
import { displayName } from "../../features/auth/display-name";
import { useSessionBootstrap } from "../../features/auth/hooks/use-session-bootstrap";
import { preloadAuthDialog } from "../../features/auth/preload";
import { MailingListForm } from "../../features/mailing-list/components/MailingListForm";
import { openModal } from "../../features/modals/modalSlice";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useAppDispatch, useAppSelector } from "../hooks";

/** The shell every page renders in: it wires the auth and modal state into the shared Layout. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userInfo = useAppSelector(selectUserInfo);
  const token = useAppSelector(selectToken);
  const { pending } = useSessionBootstrap();

  const account: NavAccount = userInfo
    ? { status: "signedIn", label: displayName(userInfo) }
    : token && pending
      ? { status: "pending" }
      : { status: "signedOut" };

  return (
    <Layout
      account={account}
      onLogin={() => dispatch(openModal("login"))}
      onLoginIntent={() => preloadAuthDialog("login")}
      onLogout={() => {
        dispatch(logout());
        navigate(paths.home);
      }}
      // The dialogs of SPEC §2 "Modals", driven by the flags in the store.
      modals={<AuthModals />}
      mailingList={<MailingListForm />}
    >
      <Outlet />
    </Layout>
  );
}

/** While a lazily loaded page arrives on first load, inside the layout. */
export function PageLoading() {
  // A full screen, so the footer starts below the fold and the page does not shift it (CLS).
  return <LoadingState className="min-h-dvh" />;
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `HTTP ${error.status}`;
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** A page that failed to load or crashed, shown inside the layout (nav and footer stay usable). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle("Error");
  return (
    <Container className="py-20">
      <ErrorState message={describe(error)} onRetry={() => window.location.reload()} />
    </Container>
  );
}

/** Last resort when the shell itself fails: no nav, just the message and a reload. */
export function RootError() {
  const error = useRouteError();
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <ErrorState message={describe(error)} onRetry={() => window.location.reload()} />
    </div>
  );
}
