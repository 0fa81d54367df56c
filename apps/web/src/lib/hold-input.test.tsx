import { HYDRATE_ATTRIBUTE } from "@clutch/contract";
import { afterEach, describe, expect, it } from "vitest";
import { HYDRATING_ROOT_ATTRIBUTE, holdInputUntilHydrated } from "./hold-input";

/** A root as the server sends a hydrated page: marked, with a link and a search box. */
function serverPage() {
  document.body.innerHTML = `<div id="root" ${HYDRATE_ATTRIBUTE}><a href="#next">Next</a><input name="q"></div><p id="outside">text</p>`;
  const root = document.getElementById("root") as HTMLElement;
  const reached: string[] = [];
  // Where React listens: on the root.
  for (const type of ["click", "keydown", "beforeinput"])
    root.addEventListener(type, () => reached.push(type));
  return {
    root,
    reached,
    link: root.querySelector("a") as HTMLElement,
    input: root.querySelector("input") as HTMLElement,
  };
}

const fire = (target: EventTarget, event: Event) => {
  target.dispatchEvent(event);
  return event.defaultPrevented;
};
const click = () => new MouseEvent("click", { bubbles: true, cancelable: true });
const key = (name: string) => new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
const typing = () =>
  new InputEvent("beforeinput", { data: "v", inputType: "insertText", bubbles: true, cancelable: true });

describe("holdInputUntilHydrated", () => {
  afterEach(() => {
    document.getElementById("root")?.removeAttribute(HYDRATE_ATTRIBUTE);
    // A last event lets the hold remove its listeners.
    window.dispatchEvent(new Event("click"));
  });

  it("names the contract's attribute", () => {
    expect(HYDRATING_ROOT_ATTRIBUTE).toBe(HYDRATE_ATTRIBUTE);
  });

  it("holds clicks, keys and typing on the page until the app removes the mark, then lets them through", () => {
    const { root, reached, link, input } = serverPage();
    holdInputUntilHydrated(root);

    expect(fire(link, click())).toBe(true);
    expect(fire(input, key("a"))).toBe(true);
    expect(fire(input, typing())).toBe(true);
    expect(fire(document.body, key("Tab"))).toBe(true);
    expect(reached).toEqual([]);

    root.removeAttribute(HYDRATE_ATTRIBUTE);
    expect(fire(link, click())).toBe(false);
    expect(fire(input, key("a"))).toBe(false);
    expect(fire(input, typing())).toBe(false);
    expect(fire(document.body, key("Tab"))).toBe(false);
    expect(reached).toEqual(["click", "keydown", "beforeinput"]);
  });

  it("leaves scrolling keys and the rest of the document alone meanwhile", () => {
    const { root } = serverPage();
    holdInputUntilHydrated(root);
    expect(fire(document.body, key("PageDown"))).toBe(false);
    expect(fire(document.getElementById("outside") as HTMLElement, click())).toBe(false);
  });
});
