import { paths } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { learner } from "../../features/auth/test/learner";
import { storedSignIn } from "../../features/auth/test/stored-sign-in";
import { fakeNetwork, heldAnswer, ok } from "../../test/fake-network";
import { renderWithStore } from "../../test/render";
import { HomeRoute } from "./home";

const emptyList = () => ok({ success: true, data: [], meta: { total: 0, page: 1, limit: 12 } });

function renderHome(token?: string) {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="*" element={null} />
    </Routes>,
    storedSignIn(token),
  );
}

describe("the home page's Get Started", () => {
  it("takes a member to the games while their stored session is still being confirmed", async () => {
    const userData = heldAnswer(() => ok({ success: true, user: learner, additionalInfo: true }));
    fakeNetwork({
      userData: userData.handler,
      listGames: emptyList,
      listCourses: emptyList,
      listCoaches: emptyList,
    });
    const { user, state } = renderHome("member-token");
    await waitFor(() => expect(screen.getByTestId("current-path").textContent).toBe("/"));

    await user.click(screen.getByRole("button", { name: "Get Started" }));
    await waitFor(() => expect(screen.getByTestId("current-path").textContent).toBe(paths.games));
    expect(state().modals.login).toBe(false);
    userData.open();
  });

  it("opens the login dialog for a visitor", async () => {
    fakeNetwork({ listGames: emptyList, listCourses: emptyList, listCoaches: emptyList });
    const { user, state } = renderHome();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    await waitFor(() => expect(state().modals.login).toBe(true));
    expect(screen.getByTestId("current-path").textContent).toBe("/");
  });
});
