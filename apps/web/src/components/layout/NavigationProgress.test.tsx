import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trackPageLoad } from "../../lib/page-loading";
import { NavigationProgress } from "./NavigationProgress";

/** A page's code on its way, arriving when `arrive` is called. */
function pageOnItsWay() {
  let arrive = () => {};
  const load = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { load, arrive };
}

describe("the navigation progress bar", () => {
  it("shows while a page's code is on its way, from before it mounted too, and goes once all have come", async () => {
    const first = pageOnItsWay();
    void trackPageLoad(first.load);
    render(<NavigationProgress />);
    expect(await screen.findByRole("progressbar", { name: "Loading page" })).toBeTruthy();

    const second = pageOnItsWay();
    await act(async () => {
      void trackPageLoad(second.load);
      first.arrive();
    });
    expect(screen.getByRole("progressbar")).toBeTruthy();

    await act(async () => second.arrive());
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows for a load that starts once it is on screen, until it ends", async () => {
    const page = pageOnItsWay();
    render(<NavigationProgress />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    await act(async () => void trackPageLoad(page.load));
    expect(screen.getByRole("progressbar")).toBeTruthy();
    await act(async () => page.arrive());
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
