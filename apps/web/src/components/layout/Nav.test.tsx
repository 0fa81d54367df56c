import { paths } from "@clutch/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithStore } from "../../test/render";
import { Nav, type NavAccount } from "./Nav";

async function openAccountMenu(account: NavAccount) {
  const view = renderWithStore(<Nav account={account} onLogin={() => {}} onLogout={() => {}} />);
  await view.user.click(screen.getByRole("button", { name: "Asha" }));
  return view;
}

describe("the account menu", () => {
  it("leads a coach to the coach workspace", async () => {
    await openAccountMenu({ status: "signedIn", label: "Asha", roles: ["coach"] });
    expect(screen.getByRole("link", { name: "Coach workspace" }).getAttribute("href")).toBe(
      paths.coachWorkspace,
    );
  });

  it("has no workspace entry for a learner", async () => {
    await openAccountMenu({ status: "signedIn", label: "Asha", roles: [] });
    expect(screen.getByRole("link", { name: "Profile" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Coach workspace" })).toBeNull();
  });
});
