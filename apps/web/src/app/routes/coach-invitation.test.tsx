import { coachInvitationMessages, messages, paths, TOKEN_STORAGE_KEY, type User } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { authMiddleware, authReducer, setCredentials } from "../../features/auth/authSlice";
import { learner } from "../../features/auth/test/learner";
import { fakeNetwork, ok, refused } from "../../test/fake-network";
import { renderWithStore } from "../../test/render";
import { CoachInvitationRoute } from "./coach-invitation";

const INVITED = "asha@example.com";
const coach = {
  _id: "coach-1",
  name: "Asha Rao",
  rating: 4.8,
  popularity: 10,
  hexagonHorImage: "",
  hexagonVerImage: "",
  headerImage: "",
  country: "India",
};
const coachUser: User = { ...learner, _id: "u2", email: INVITED, roles: ["coach"], coachId: coach._id };
const preview = (hasAccount: boolean) => ok({ success: true, coach, email: INVITED, hasAccount });
const accepted = ok({ success: true, token: "coach-token", user: coachUser });

function renderInvitation(signedInAs?: User) {
  return renderWithStore(
    <Routes>
      <Route path="/coach-invitation/:token" element={<CoachInvitationRoute />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      path: paths.coachInvitation("tok-1"),
      reducers: { auth: authReducer },
      middleware: [authMiddleware],
      actions: signedInAs ? [setCredentials({ token: "member-token", user: signedInAs })] : [],
    },
  );
}

const currentPath = () => screen.getByTestId("current-path").textContent;

describe("the coach invitation page", () => {
  it("lets a newcomer choose a password, signs them in as sign-in does and opens the workspace", async () => {
    const network = fakeNetwork({
      getCoachInvitation: () => preview(false),
      acceptCoachInvitation: () => accepted,
    });
    const { user, fill, state } = renderInvitation();

    expect(await screen.findByRole("heading", { name: coach.name })).toBeTruthy();
    expect(screen.getByText(INVITED)).toBeTruthy();
    await fill(screen.getByLabelText("Password"), "Str0ng!pass");
    await fill(screen.getByLabelText("Confirm password"), "Str0ng!other");
    await user.click(screen.getByRole("button", { name: "Create account and accept" }));
    expect(await screen.findByText(messages.validation.registerPasswordMismatch)).toBeTruthy();
    expect(network.sent("acceptCoachInvitation")).toEqual([]);

    await fill(screen.getByLabelText("Confirm password"), "Str0ng!pass");
    await user.click(screen.getByRole("button", { name: "Create account and accept" }));
    await waitFor(() => expect(currentPath()).toBe(paths.coachWorkspace));
    expect(network.sent("acceptCoachInvitation")).toEqual([{ password: "Str0ng!pass" }]);
    expect(state().auth.token).toBe("coach-token");
    expect(state().auth.userInfo?.roles).toEqual(["coach"]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("coach-token");
  });

  it("shows the server's message for a link that expired, with a way home", async () => {
    fakeNetwork({
      getCoachInvitation: () =>
        refused(410, {
          success: false,
          code: "INVITATION_EXPIRED",
          message: coachInvitationMessages.expired,
        }),
    });
    renderInvitation();
    expect((await screen.findByRole("alert")).textContent).toBe(coachInvitationMessages.expired);
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe(paths.home);
  });

  it("asks an existing account to sign in, then accepts with its session", async () => {
    const network = fakeNetwork({
      getCoachInvitation: () => preview(true),
      acceptCoachInvitation: () => accepted,
    });
    const { user, state, store } = renderInvitation();

    await user.click(await screen.findByRole("button", { name: `Sign in as ${INVITED} to accept` }));
    expect(state().modals.login).toBe(true);

    store.dispatch(setCredentials({ token: "member-token", user: { ...learner, email: INVITED } }));
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    await waitFor(() => expect(currentPath()).toBe(paths.coachWorkspace));
    const call = network.calls.find((sent) => sent.route === "acceptCoachInvitation");
    expect(call?.headers.get("authorization")).toBe("Bearer member-token");
    expect(call?.body).toEqual({});
    expect(state().auth.token).toBe("coach-token");
  });

  it("tells an account of another e-mail so, and signs it out", async () => {
    fakeNetwork({ getCoachInvitation: () => preview(true) });
    const { user, state } = renderInvitation(learner);

    expect((await screen.findByRole("alert")).textContent).toBe(coachInvitationMessages.otherEmail);
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(state().auth.token).toBeNull();
    expect(await screen.findByRole("button", { name: `Sign in as ${INVITED} to accept` })).toBeTruthy();
  });
});
