import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PurchasePanel } from "./PurchasePanel";

const panel = (props: { restoring?: boolean; viewerKnown?: boolean; onLogin?: () => void }) => (
  <PurchasePanel
    price={499}
    showPurchase
    owned={false}
    signedIn={false}
    onLogin={props.onLogin ?? (() => {})}
    purchase={null}
    {...(props.restoring === undefined ? {} : { restoring: props.restoring })}
    {...(props.viewerKnown === undefined ? {} : { viewerKnown: props.viewerKnown })}
  />
);

describe("the purchase panel before the buyer is known", () => {
  it("asks a visitor to sign in", async () => {
    const onLogin = vi.fn();
    render(panel({ onLogin }));
    await userEvent.click(screen.getByRole("button", { name: "Purchase" }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.getByText("Sign in to purchase.")).toBeTruthy();
  });

  it("waits for a stored session being restored instead of asking a member to sign in", async () => {
    const onLogin = vi.fn();
    render(panel({ onLogin, restoring: true }));
    const button = screen.getByRole("button", { name: "Purchase" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.getByText("Checking your account…")).toBeTruthy();
  });

  it("takes no press while the app takes the server's page over, and says why by the session mark", async () => {
    const onLogin = vi.fn();
    render(panel({ onLogin, viewerKnown: false }));
    const button = screen.getByRole("button", { name: "Purchase" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onLogin).not.toHaveBeenCalled();
    // Both texts are in the page; the stylesheet shows one by <html data-session>.
    expect(screen.getByText("Sign in to purchase.").className).toBe("member:hidden");
    expect(screen.getByText("Checking your account…").className).toBe("hidden member:inline");
  });
});
