/**
 * When the app animates. No animation plays before the visitor's first interaction: the first page
 * shows at once, and so does a dialog that opens by itself. Animations use the Web Animations API
 * (page fades, dialogs), so there is no animation code to load (docs/decisions/014-lighter-start-up-path.md).
 */

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

let interacted = false;
let watching = false;

/** Starts listening for the first interaction; called once at start-up (start.tsx). */
export function watchFirstInteraction(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const done = () => {
    interacted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
}

/** Whether animations may run: after the first interaction, in a browser with the Web Animations API. */
export function animationsReady(): boolean {
  return interacted && typeof Element !== "undefined" && typeof Element.prototype.animate === "function";
}

/** The visitor asked for less motion: movement is dropped, fades stay short (as motion's "user" mode did). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
