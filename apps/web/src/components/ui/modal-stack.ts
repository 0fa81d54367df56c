/**
 * The bookkeeping shared by every open dialog: which one is on top (only it answers Escape and
 * keeps focus), and the page scroll lock, held while at least one dialog is open.
 * Plain functions over module state so they can be tested without a DOM.
 */

const stack: symbol[] = [];

export function pushModal(id: symbol): void {
  removeModal(id);
  stack.push(id);
}

export function removeModal(id: symbol): void {
  const index = stack.lastIndexOf(id);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopModal(id: symbol): boolean {
  return stack.length > 0 && stack[stack.length - 1] === id;
}

export function openModalCount(): number {
  return stack.length;
}

type SavedStyle = { overflow: string; paddingRight: string };
let locks = 0;
let saved: SavedStyle | null = null;

/**
 * Stops the page behind the dialogs from scrolling; the scrollbar's width is replaced by padding so
 * the page does not jump. Returns the matching unlock (idempotent). Restores the exact previous
 * styles when the last lock goes.
 */
export function lockScroll(body: HTMLElement = document.body): () => void {
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The elements Tab can reach inside `container`, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest("[inert]") &&
      // Rendered (not display:none / hidden).
      element.getClientRects().length > 0,
  );
}
