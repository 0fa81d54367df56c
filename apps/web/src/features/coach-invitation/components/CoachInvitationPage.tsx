import { type ApiResponse, coachInvitationMessages, messages, paths } from "@clutch/contract";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Artwork } from "../../../components/ui/Artwork";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { ErrorState } from "../../../components/ui/ErrorState";
import { FormAlert } from "../../../components/ui/form";
import { LoadingState } from "../../../components/ui/LoadingState";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useAcceptCoachInvitationMutation, useCoachInvitationQuery } from "../api";
import { ChoosePasswordForm } from "./ChoosePasswordForm";

type Invitation = ApiResponse<"getCoachInvitation">;
export type AcceptedInvitation = ApiResponse<"acceptCoachInvitation">;

/** Who opened the link, as the app knows it. */
export type InvitationViewer =
  | { status: "signedOut" }
  /** A stored session is being restored. */
  | { status: "restoring" }
  | { status: "signedIn"; email: string };

type CoachInvitationPageProps = {
  token: string;
  viewer: InvitationViewer;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
  onSignOut: () => void;
  /** The invitation is accepted: sign the coach in with the answer and lead to the workspace. */
  onAccepted: (answer: AcceptedInvitation) => void;
};

/** A link that no longer works (404 unknown, 410 used or expired): the server says which. */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);

/**
 * `/coach-invitation/:token`: the coach profile and the invited e-mail,
 * then the way to accept: choosing a password (no account yet), or signing in with the invited
 * e-mail and accepting. Signed in with another e-mail: told so, with a way to sign out.
 */
export function CoachInvitationPage({
  token,
  viewer,
  onSignIn,
  onSignOut,
  onAccepted,
}: CoachInvitationPageProps) {
  useDocumentTitle("Coach invitation", "Accept your invitation to coach on Clutch Academy.");
  const invitation = useCoachInvitationQuery(token);

  if (invitation.isLoading) return <LoadingState className="min-h-[60dvh]" />;
  if (!invitation.data) {
    if (isGone(invitation.error)) {
      return (
        <Frame>
          <h1 className="font-display text-display-md font-black uppercase italic">Coach invitation</h1>
          <p role="alert" className="text-lg text-danger-300">
            {errorMessage(invitation.error, coachInvitationMessages.notFound)}
          </p>
          <Link to={paths.home} className={buttonStyles.secondary}>
            Back to home
          </Link>
        </Frame>
      );
    }
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(invitation.error, messages.general.unavailable)}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </Container>
    );
  }

  return (
    <Frame>
      <InvitationHeading invitation={invitation.data} />
      <Acceptance
        token={token}
        invitation={invitation.data}
        viewer={viewer}
        onSignIn={onSignIn}
        onSignOut={onSignOut}
        onAccepted={onAccepted}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 rounded-panel border border-surface-border bg-surface/80 px-5 py-10 text-center shadow-card sm:px-10">
        {children}
      </div>
    </Container>
  );
}

function InvitationHeading({ invitation }: { invitation: Invitation }) {
  const { coach, email } = invitation;
  return (
    <>
      <p className="font-display text-eyebrow font-bold text-brand-300 uppercase">Coach invitation</p>
      <Artwork
        src={coach.hexagonVerImage || coach.headerImage}
        alt={coach.name}
        width={128}
        height={128}
        className="size-32 rounded-full object-cover"
        sizes="128px"
        loading="first"
      />
      <h1 className="font-display text-display-md font-black break-words uppercase italic">{coach.name}</h1>
      <p className="text-fg-muted">
        You are invited to run this coach profile on Clutch Academy: your sessions, hours and earnings in your
        own coach workspace.
      </p>
      <p className="text-sm text-fg-muted">
        Invited e-mail: <strong className="break-all text-fg">{email}</strong>
      </p>
    </>
  );
}

type AcceptanceProps = Omit<CoachInvitationPageProps, "viewer"> & {
  invitation: Invitation;
  viewer: InvitationViewer;
};

function Acceptance({ token, invitation, viewer, onSignIn, onSignOut, onAccepted }: AcceptanceProps) {
  const [accept, acceptState] = useAcceptCoachInvitationMutation();
  const [failure, setFailure] = useState<{ message: string; signOut: boolean } | null>(null);

  const acceptWith = async (password?: string) => {
    const answer = await accept(password === undefined ? { token } : { token, password }).unwrap();
    onAccepted(answer);
  };

  if (viewer.status === "restoring") return <LoadingState className="py-4" />;

  if (viewer.status === "signedOut") {
    if (!invitation.hasAccount) {
      return <ChoosePasswordForm email={invitation.email} onSubmit={acceptWith} />;
    }
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-fg">{coachInvitationMessages.accountExists}</p>
        <button type="button" onClick={onSignIn} className={`${buttonStyles.primary} max-w-full flex-wrap`}>
          Sign in as <span className="break-all normal-case">{invitation.email}</span> to accept
        </button>
      </div>
    );
  }

  const sameEmail = viewer.email.trim().toLowerCase() === invitation.email.trim().toLowerCase();
  if (!sameEmail || failure?.signOut) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p role="alert" className="text-danger-300">
          {failure?.signOut ? failure.message : coachInvitationMessages.otherEmail}
        </p>
        <p className="text-sm text-fg-muted">
          Signed in as <span className="break-all text-fg">{viewer.email}</span>
        </p>
        <button type="button" onClick={onSignOut} className={buttonStyles.secondary}>
          Sign out
        </button>
      </div>
    );
  }

  const acceptSignedIn = async () => {
    if (acceptState.isLoading) return;
    setFailure(null);
    try {
      await acceptWith();
    } catch (error) {
      setFailure({
        message: errorMessage(error, messages.general.internal),
        signOut: isApiError(error) && error.status === 403,
      });
    }
  };

  return (
    <div className="flex w-full flex-col items-center gap-3">
      <FormAlert message={failure?.message} onClose={() => setFailure(null)} className="w-full text-left" />
      <p className="text-sm text-fg-muted">
        Signed in as <span className="break-all text-fg">{viewer.email}</span>
      </p>
      <button
        type="button"
        onClick={() => void acceptSignedIn()}
        disabled={acceptState.isLoading}
        aria-busy={acceptState.isLoading || undefined}
        className={buttonStyles.primary}
      >
        {acceptState.isLoading ? "Accepting..." : "Accept invitation"}
      </button>
    </div>
  );
}
