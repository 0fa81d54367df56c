import { type CoachProfile, coachWorkspaceMessages as m, messages, paths } from "@clutch/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { Container } from "../../../../components/ui/Container";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { useDocumentTitle } from "../../../../hooks/use-document-title";
import { errorMessage, isApiError } from "../../../../lib/api-error";
import { useCoachProfileQuery } from "../../api";

type WorkspaceGateProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
  children: (coach: CoachProfile) => ReactNode;
};

/**
 * What stands before the workspace: a signed-in account (not signed in: asked to) that runs a
 * coach profile (another account: told so, from the API's 403).
 */
export function WorkspaceGate({ signedIn, onSignIn, children }: WorkspaceGateProps) {
  const profile = useCoachProfileQuery(undefined, { skip: !signedIn });
  if (!signedIn) return <SignInPrompt onSignIn={onSignIn} />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 403) return <NotACoach />;
    if (isApiError(profile.error) && profile.error.status === 401)
      return <SignInPrompt onSignIn={onSignIn} />;
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(profile.error, messages.general.unavailable)}
          onRetry={profile.refetch}
          retrying={profile.isFetching}
        />
      </Container>
    );
  }
  if (!profile.data) return <LoadingState className="min-h-dvh" />;
  return children(profile.data.data);
}

function GateFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container className="py-12 sm:py-20">
      <section className="mx-auto flex max-w-lg flex-col gap-5 rounded-panel border border-surface-border bg-surface/80 px-5 py-8 shadow-card sm:px-8">
        <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
          <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
          Coach workspace
        </p>
        <h1 className="font-display text-display-md font-black uppercase italic text-fg">{title}</h1>
        <p className="text-sm leading-relaxed text-fg-muted">{lead}</p>
        <div>{children}</div>
      </section>
    </Container>
  );
}

function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <GateFrame title="Please sign in" lead="Sign in with your coach account to use the workspace.">
      <button type="button" className={buttonStyles.primary} onClick={onSignIn}>
        Sign in
      </button>
    </GateFrame>
  );
}

function NotACoach() {
  return (
    <GateFrame title="No access" lead={m.forbidden}>
      <Link to={paths.home} className={buttonStyles.secondary}>
        Back to site
      </Link>
    </GateFrame>
  );
}
