import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { animationsReady, prefersReducedMotion } from "../../lib/animation";
import { CloseIcon } from "./icons";
import { focusableIn, isTopModal, lockScroll, pushModal, removeModal } from "./modal-stack";

export type ModalProps = {
  open: boolean;
  /** Escape, the close button and (unless `dismissOnBackdrop` is false) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A short line under the heading; it becomes the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  /** What gets focus on open; else the first `[data-autofocus]`, else the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  closeLabel?: string;
  dismissOnBackdrop?: boolean;
  /** Extra classes for the panel. */
  className?: string;
};

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" } as const;

/*
 * Opening, the backdrop fades in (0.18 s) and the panel fades in rising 16 px from 98 % of its size
 * (0.2 s); closing reverses it (the panel sinks 8 px), then the dialog leaves the DOM. For reduced
 * motion only the fades remain. Nothing animates before the visitor's first interaction
 * (lib/animation.ts). Web Animations API: no animation library.
 */
const BACKDROP_TIMING: KeyframeAnimationOptions = { duration: 180, easing: "ease-out" };
const PANEL_TIMING: KeyframeAnimationOptions = { duration: 200, easing: "cubic-bezier(0.2, 0.9, 0.2, 1)" };
const PANEL_BEFORE_OPEN = "translateY(16px) scale(0.98)";
const PANEL_AFTER_CLOSE = "translateY(8px) scale(0.98)";

/** What the dialog shows; while it animates out, what it showed when last open. */
type Content = Pick<ModalProps, "title" | "description" | "children" | "size" | "className" | "closeLabel">;

/**
 * The accessible modal dialog every feature uses (role="dialog", aria-modal, named by its heading).
 * While open: focus moves in and stays in (Tab wraps), Escape closes, the page behind does not
 * scroll; on close, focus goes back to what had it before and page scrolling comes back.
 * Stacked dialogs work: only the top one answers Escape and holds focus.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
  initialFocus,
  closeLabel = "Close dialog",
  dismissOnBackdrop = true,
  className = "",
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [id] = useState(() => Symbol("modal"));
  // Where a press on the backdrop started: a drag that starts inside the panel must not close it.
  const pressStartedOnBackdrop = useRef(false);
  const backdropRef = useRef<HTMLDivElement>(null);

  // In the DOM while open, and after closing until the closing animation has played.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const shown = useRef<Content | null>(null);
  if (open) shown.current = { title, description, children, size, className, closeLabel };
  const closing = useRef(false);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    const unlock = lockScroll();

    const panel = panelRef.current;
    if (panel) {
      const target =
        initialFocus?.current ??
        panel.querySelector<HTMLElement>("[data-autofocus]") ??
        focusableIn(panel).find((element) => !element.hasAttribute("data-modal-close")) ??
        panel;
      target.focus({ preventScroll: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panelRef.current) return;
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = focusableIn(panelRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panelRef.current.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && panelRef.current.contains(active);
      if (event.shiftKey && (active === first || !inside || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click outside, assistive technology) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const current = panelRef.current;
      if (!isTopModal(id) || !current) return;
      if (event.target instanceof Node && !current.contains(event.target)) {
        (focusableIn(current)[0] ?? current).focus({ preventScroll: true });
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      removeModal(id);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, id, initialFocus]);

  // Opening: from hidden to the panel's own style, before the first paint of the open dialog.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!open || !panel || !backdrop) return;
    if (closing.current) {
      // Reopened while closing: stop the closing animation where it is; the dialog is back.
      closing.current = false;
      for (const animation of [...panel.getAnimations(), ...backdrop.getAnimations()]) animation.cancel();
      return;
    }
    if (!animationsReady()) return;
    const move = !prefersReducedMotion();
    backdrop.animate([{ opacity: 0 }, { opacity: 1 }], BACKDROP_TIMING);
    panel.animate(
      move
        ? [
            { opacity: 0, transform: PANEL_BEFORE_OPEN },
            { opacity: 1, transform: "none" },
          ]
        : [{ opacity: 0 }, { opacity: 1 }],
      PANEL_TIMING,
    );
  }, [open]);

  // Closing: from wherever the dialog is (even mid-opening) to hidden, then out of the DOM.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (open || !present) return;
    if (!panel || !backdrop || !animationsReady()) {
      setPresent(false);
      return;
    }
    closing.current = true;
    const move = !prefersReducedMotion();
    const animations = [
      backdrop.animate([{ opacity: 0 }], { ...BACKDROP_TIMING, fill: "forwards" }),
      panel.animate(move ? [{ opacity: 0, transform: PANEL_AFTER_CLOSE }] : [{ opacity: 0 }], {
        ...PANEL_TIMING,
        fill: "forwards",
      }),
    ];
    let current = true;
    void Promise.all(animations.map((animation) => animation.finished)).then(
      () => {
        if (!current) return;
        closing.current = false;
        setPresent(false);
      },
      () => undefined, // cancelled: reopened
    );
    return () => {
      current = false;
    };
  }, [open, present]);

  const content = shown.current;
  if (!present || !content) return null;

  return createPortal(
    <div className="fixed inset-0 z-[70] overflow-y-auto overscroll-contain">
      {/* Not blurred: under this much shade a blur hardly shows, and the compositor draws it again
          at every blink of a focused field's caret (a core's seventh, where it has no GPU). */}
      <div ref={backdropRef} aria-hidden="true" className="fixed inset-0 bg-ink-950/85" />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; Escape and the close button are the accessible ways to close. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same: the keyboard closes with Escape. */}
      <div
        className="relative flex min-h-full items-center justify-center p-3 sm:p-6"
        onPointerDown={(event) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (dismissOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
            onCloseRef.current();
          }
          pressStartedOnBackdrop.current = false;
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={content.description ? descriptionId : undefined}
          tabIndex={-1}
          className={`relative w-full ${widths[content.size ?? "md"]} rounded-panel border border-surface-border bg-surface-raised p-5 shadow-menu outline-none sm:p-8 ${content.className ?? ""}`}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-1.5">
              <h2
                id={titleId}
                className="font-display text-display-md font-black uppercase italic tracking-tight text-fg"
              >
                {content.title}
              </h2>
              {content.description ? (
                <p id={descriptionId} className="text-sm leading-relaxed text-fg-muted">
                  {content.description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              data-modal-close=""
              onClick={() => onCloseRef.current()}
              aria-label={content.closeLabel}
              className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-control text-fg-muted transition hover:bg-white/5 hover:text-fg"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {content.children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
