import type { User } from "@clutch/contract";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { ErrorState } from "../../../components/ui/ErrorState";
import { UserIcon } from "../../../components/ui/icons";
import { LoadingState } from "../../../components/ui/LoadingState";
import { useAppDispatch, useAppSelector } from "../../../hooks/store";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-error";
import { openModal } from "../../../lib/modals";
import { useGetUserDataQuery } from "../api";
import { preloadAuthDialog } from "../preload";

/**
 * A page for signed-in users only (docs/product.md#who-may-do-what). A visitor gets the login dialog and a "Please sign in"
 * state; once signed in they stay on the page. While a stored token is being checked, a spinner.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const dispatch = useAppDispatch();
  // Deferred: the page mounts in a render React splits into short tasks, not in the one that takes
  // the user's data from the store (see QueryResult).
  const user = useDeferredValue(useAppSelector((state) => state.auth.userInfo));
  const token = useAppSelector((state) => state.auth.token);
  const userData = useGetUserDataQuery(undefined, { skip: !token || user !== null });

  // Only on arrival: a visitor is asked to sign in. (Signing out here leads elsewhere.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, on mount.
  useEffect(() => {
    if (!token) dispatch(openModal("login"));
  }, []);

  if (user) return children(user);
  if (token && userData.isError) {
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(userData.error, "Could not load your account")}
          onRetry={userData.refetch}
          retrying={userData.isFetching}
        />
      </Container>
    );
  }
  if (token) return <LoadingState className="min-h-dvh" />;
  return <SignInPrompt onSignIn={() => dispatch(openModal("login"))} />;
}

function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  useDocumentTitle("Please sign in");
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-md flex-col items-center gap-5 rounded-panel border border-surface-border bg-surface/80 px-6 py-12 text-center shadow-card">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full border border-brand-400/40 bg-brand-400/10 text-brand-300"
        >
          <UserIcon className="size-7" />
        </span>
        <h1 className="font-display text-display-md font-black uppercase italic text-fg">Please sign in</h1>
        <p className="text-fg-muted">Sign in to see your profile, your courses, guides and bookings.</p>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={onSignIn}
          onPointerEnter={() => preloadAuthDialog("login")}
          onFocus={() => preloadAuthDialog("login")}
        >
          Sign in
        </button>
      </div>
    </Container>
  );
}
