/**
 * The mark on `<div id="root">` of a page whose markup the app will hydrate: the contract's
 * HYDRATE_ATTRIBUTE, written out because the entry script imports no other module of the app.
 */
export const HYDRATING_ROOT_ATTRIBUTE = "data-hydrate";

/** What a visitor does to a page's controls: clicks, keys, typing, submitting, dragging. */
const HELD_EVENTS = [
  "click",
  "auxclick",
  "dblclick",
  "mousedown",
  "keydown",
  "beforeinput",
  "submit",
  "dragstart",
];

/**
 * Until the app has taken over the server's markup in `root` (start.tsx then removes
 * HYDRATING_ROOT_ATTRIBUTE), the controls there take no input: a key, typing or a click would act on
 * markup React has not adopted yet (a search typed then made the hydration fail). The stylesheet
 * covers the marked root against the pointer (index.css); this holds the keyboard, and any click that
 * reaches the page all the same. Tab is held too, so focus does not move into the page; scrolling and
 * the keys of a page with nothing focused stay free.
 *
 * A cover and listeners rather than `inert` on the root: removing `inert` restyles the whole page,
 * one long task on a phone's CPU right after the first page renders.
 */
export function holdInputUntilHydrated(root: HTMLElement): void {
  const hold = (event: Event) => {
    if (!root.hasAttribute(HYDRATING_ROOT_ATTRIBUTE)) {
      for (const type of HELD_EVENTS) window.removeEventListener(type, hold, true);
      return;
    }
    const onPage = event.target instanceof Node && root.contains(event.target);
    const movesFocus = event instanceof KeyboardEvent && event.key === "Tab";
    if (!onPage && !movesFocus) return;
    event.preventDefault();
    event.stopPropagation();
  };
  for (const type of HELD_EVENTS) window.addEventListener(type, hold, true);
}
