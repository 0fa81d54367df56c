import { paths } from "@clutch/contract";
import { useNavigate, useParams } from "react-router";
import { logout, selectToken, selectUserInfo, setCredentials } from "../../features/auth/authSlice";
import {
  type AcceptedInvitation,
  CoachInvitationPage,
  type InvitationViewer,
} from "../../features/coach-invitation/components/CoachInvitationPage";
import { useAppDispatch, useAppSelector } from "../../hooks/store";
import { openModal } from "../../lib/modals";

/**
 * `/coach-invitation/:token`, a chunk of its own: the app layer joins the invitation to the auth
 * state (the sign-in dialog, signing out, and storing the new session as a sign-in does).
 */
export function CoachInvitationRoute() {
  const { token = "" } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const signedInToken = useAppSelector(selectToken);
  const viewer: InvitationViewer = user
    ? { status: "signedIn", email: user.email }
    : signedInToken
      ? { status: "restoring" }
      : { status: "signedOut" };

  const onAccepted = (answer: AcceptedInvitation) => {
    dispatch(setCredentials({ token: answer.token, user: answer.user }));
    navigate(paths.coachWorkspace);
  };

  return (
    <CoachInvitationPage
      key={token}
      token={token}
      viewer={viewer}
      onSignIn={() => dispatch(openModal("login"))}
      onSignOut={() => dispatch(logout())}
      onAccepted={onAccepted}
    />
  );
}
