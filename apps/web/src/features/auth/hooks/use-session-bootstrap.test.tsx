import { TOKEN_STORAGE_KEY } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppSelector } from "../../../hooks/store";
import { fakeNetwork, heldAnswer, ok } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { authMiddleware, authReducer, selectUserInfo } from "../authSlice";
import { learner } from "../test/learner";
import { askForSession, useSessionBootstrap } from "./use-session-bootstrap";

function Account() {
  const { pending } = useSessionBootstrap();
  const user = useAppSelector(selectUserInfo);
  return <p>{pending ? "checking" : user ? `signed in as ${user.email}` : "signed out"}</p>;
}

/** The account as the app starts it: asked for before the first render (start.tsx), then rendered. */
const renderStarted = (page = <Account />) =>
  renderWithStore(page, {
    reducers: { auth: authReducer },
    middleware: [authMiddleware],
    actions: [(dispatch, getState) => askForSession(dispatch, getState())],
  });

afterEach(() => localStorage.clear());

describe("the stored sign-in, checked as the app starts", () => {
  it("asks for the user's data before the first render, and the hook takes that answer: one call", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "member-token");
    const answer = heldAnswer(() => ok({ success: true, user: learner }));
    const network = fakeNetwork({ userData: answer.handler });
    renderStarted();
    expect(screen.getByText("checking")).toBeTruthy();
    answer.open();
    expect(await screen.findByText(`signed in as ${learner.email}`)).toBeTruthy();
    expect(network.calls.filter((call) => call.route === "userData")).toHaveLength(1);
  });

  it("asks before any page uses the hook", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "member-token");
    const network = fakeNetwork({ userData: () => ok({ success: true, user: learner }) });
    renderStarted(<p>A page that does not ask</p>);
    await waitFor(() => expect(network.calls.map((call) => call.route)).toEqual(["userData"]));
  });

  it("asks for nothing without a stored sign-in", async () => {
    const network = fakeNetwork({});
    renderStarted();
    expect(await screen.findByText("signed out")).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });
});
