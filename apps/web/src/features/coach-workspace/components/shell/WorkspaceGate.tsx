import { type CoachProfile, coachWorkspaceMessages as m, messages, paths } from "@clutch/contract";
import { type ReactNode, useDeferredValue } from "react";
import { Link } from "react-router";
import { GateFrame } from "../../../../components/layout/GateFrame";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { Container } from "../../../../components/ui/Container";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { errorMessage, isApiError } from "../../../../lib/api-error";
import { useCoachProfileQuery } from "../../api";
import { WORKSPACE_AREA as AREA, WorkspacePageLoading, WorkspaceShell } from "./WorkspaceShell";

type WorkspaceGateProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
  /** The page in the workspace's frame, for the coach the profile names. */
  children: (coach: CoachProfile) => ReactNode;
};

/**
 * What stands before the workspace: a signed-in account (not signed in: asked to) that runs a
 * coach profile (another account: told so, from the API's 403).
 */
export function WorkspaceGate({ signedIn, onSignIn, children }: WorkspaceGateProps) {
  // Deferred: the workspace mounts in a render React splits into short tasks, not in the one that
  // takes the answer from the store (see QueryResult).
  const profile = useDeferredValue(useCoachProfileQuery(undefined, { skip: !signedIn }));
  if (!signedIn) return <SignInPrompt onSignIn={onSignIn} />;
  if (profile.isError) {
    // The API says which: no coach profile, or one disabled or deleted.
    if (isApiError(profile.error) && profile.error.status === 403)
      return <NotACoach reason={errorMessage(profile.error, m.forbidden)} />;
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
  // The workspace's frame, as the server sent it, while the profile comes: the page's heading stays
  // from the first paint on. One frame from then on (the same element here), so what a coach did in
  // it meanwhile, a focused or opened menu, stays when the page comes.
  const coach = profile.data?.data;
  return (
    <WorkspaceShell coachName={coach?.name}>
      {coach ? children(coach) : <WorkspacePageLoading />}
    </WorkspaceShell>
  );
}

function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <GateFrame
      area={AREA}
      title="Please sign in"
      lead="Sign in with your coach account to use the workspace."
    >
      <div>
        <button type="button" className={buttonStyles.primary} onClick={onSignIn}>
          Sign in
        </button>
      </div>
    </GateFrame>
  );
}

function NotACoach({ reason }: { reason: string }) {
  return (
    <GateFrame area={AREA} title="No access" lead={reason}>
      <div>
        <Link to={paths.home} className={buttonStyles.secondary}>
          Back to site
        </Link>
      </div>
    </GateFrame>
  );
}
