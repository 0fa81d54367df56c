import { act, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { lazyNamed, loadLazy } from "./lazy-named";
import { isPageLoading, pendingPageLoads } from "./page-loading";

/** A module with a named component, loaded when `arrive` is called (or refused with `fail`). */
function heldModule() {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<{ Greeting: (props: { name: string }) => React.ReactNode }>((resolve, reject) => {
      arrive = () => resolve({ Greeting: ({ name }) => <p>Hello {name}</p> });
      fail = reject;
    });
  };
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error), loads: () => loads };
}

/** Every fallback the boundary showed, in order. */
function renderCounted(children: React.ReactNode) {
  const shown: string[] = [];
  function Fallback() {
    shown.push("fallback");
    return <p>Loading…</p>;
  }
  render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
  return shown;
}

describe("lazyNamed", () => {
  it("loads its module on its first render, its loading state meanwhile, counted as a page load", async () => {
    const module = heldModule();
    const Greeting = lazyNamed(module.load, "Greeting");
    const shown = renderCounted(<Greeting name="Asha" />);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(isPageLoading()).toBe(true);
    await act(async () => module.arrive());
    expect(screen.getByText("Hello Asha")).toBeTruthy();
    expect(shown).toEqual(["fallback"]);
    expect(isPageLoading()).toBe(false);
  });

  it("draws a component whose module was loaded ahead in the render that mounts it, without suspending", async () => {
    const module = heldModule();
    const Greeting = lazyNamed(module.load, "Greeting");
    const ahead = loadLazy(module.load);
    expect(pendingPageLoads()).toHaveLength(1);
    module.arrive();
    await ahead;
    const shown = renderCounted(<Greeting name="Ben" />);
    expect(screen.getByText("Hello Ben")).toBeTruthy();
    expect(shown).toEqual([]);
    expect(module.loads()).toBe(1);
  });

  it("keeps what a mount drew when its module arrives, and its state", async () => {
    const module = heldModule();
    const Greeting = lazyNamed(module.load, "Greeting");
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Clicked {count}
          </button>
          <Greeting name={`visitor ${count}`} />
        </>
      );
    }
    renderCounted(<Counter />);
    await act(async () => module.arrive());
    expect(screen.getByText("Hello visitor 0")).toBeTruthy();
    const greeting = screen.getByText("Hello visitor 0");
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByText("Hello visitor 1")).toBe(greeting);
  });

  it("tries a failed load again the next time it is asked for", async () => {
    const module = heldModule();
    const first = loadLazy(module.load);
    module.fail(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    const second = loadLazy(module.load);
    expect(module.loads()).toBe(2);
    module.arrive();
    expect((await second).Greeting).toBeTypeOf("function");
    expect(loadLazy(module.load)).toBe(second);
  });
});
