import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithStore } from "../../../test/render";
import { useLockedChapters } from "./use-locked-chapters";

const FREE_COURSE = {
  _id: "free-course",
  price: 0,
  chapters: [{ _id: "c1", name: "Crosshair placement", image: "/c1.webp", summary: "Where to aim." }],
};

type ViewerState = { known: boolean; signedIn: boolean; restoring: boolean };

function Chapters({ viewer, openLogin }: { viewer: ViewerState; openLogin: () => void }) {
  const { note } = useLockedChapters("course", FREE_COURSE, { ...viewer, owns: () => false, openLogin });
  return <section>{note}</section>;
}

const render = (viewer: ViewerState, openLogin = vi.fn()) => {
  renderWithStore(<Chapters viewer={viewer} openLogin={openLogin} />);
  return openLogin;
};

describe("a free course's chapter note before the viewer is signed in", () => {
  it("asks a visitor to sign in, and the button opens the login dialog", async () => {
    const openLogin = render({ known: true, signedIn: false, restoring: false });
    expect(screen.getByText("This course is free: sign in to watch its chapters.")).toBeTruthy();
    screen.getByRole("button", { name: "Sign in" }).click();
    expect(openLogin).toHaveBeenCalledOnce();
    expect(screen.queryByText("Loading your chapters...")).toBeNull();
  });

  it("says the chapters are loading while a stored session is restored", () => {
    render({ known: true, signedIn: false, restoring: true });
    expect(screen.getByText("Loading your chapters...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("leaves the choice to the session mark while the app takes the server's page over", () => {
    render({ known: false, signedIn: false, restoring: false });
    const signIn = screen.getByText("This course is free: sign in to watch its chapters.");
    const loading = screen.getByText("Loading your chapters...");
    // Both are in the page; the stylesheet shows one by <html data-session>.
    expect(signIn.closest(".member\\:hidden")).not.toBeNull();
    expect(loading.closest(".member\\:block")?.classList.contains("hidden")).toBe(true);
  });
});
