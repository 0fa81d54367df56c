import { afterEach, describe, expect, it, vi } from "vitest";
import { isTopModal, lockScroll, openModalCount, pushModal, removeModal } from "./modal-stack";

describe("modal stack", () => {
  it("knows which dialog is on top as dialogs open and close in any order", () => {
    const a = Symbol("a");
    const b = Symbol("b");
    pushModal(a);
    expect(isTopModal(a)).toBe(true);
    pushModal(b);
    expect(isTopModal(a)).toBe(false);
    expect(isTopModal(b)).toBe(true);
    removeModal(a);
    expect(isTopModal(b)).toBe(true);
    removeModal(b);
    expect(isTopModal(b)).toBe(false);
    expect(openModalCount()).toBe(0);
  });
});

describe("lockScroll", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakePage(scrollbar: number) {
    vi.stubGlobal("window", { innerWidth: 1000 });
    vi.stubGlobal("document", { documentElement: { clientWidth: 1000 - scrollbar } });
    return { style: { overflow: "auto", paddingRight: "" } } as unknown as HTMLElement;
  }

  it("hides overflow, pads for the scrollbar and restores both when the last lock goes", () => {
    const body = fakePage(15);
    const first = lockScroll(body);
    const second = lockScroll(body);
    expect(body.style.overflow).toBe("hidden");
    expect(body.style.paddingRight).toBe("15px");
    first();
    first(); // releasing twice is harmless
    expect(body.style.overflow).toBe("hidden");
    second();
    expect(body.style.overflow).toBe("auto");
    expect(body.style.paddingRight).toBe("");
  });
});
