import { AnimatePresence, LazyMotion, MotionConfig, m } from "motion/react";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { loadMotionFeatures, motionFeaturesReady } from "../../lib/motion";
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

  const animate = motionFeaturesReady();

  // The motion runtime lives here, not above the router: dialogs are the only `m` components, and
  // they load on demand, so motion stays off the start-up path.
  return createPortal(
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open ? (
            <div key="modal" className="fixed inset-0 z-[70] overflow-y-auto overscroll-contain">
              <m.div
                aria-hidden="true"
                className="fixed inset-0 bg-ink-950/80 backdrop-blur-sm"
                initial={animate ? { opacity: 0 } : false}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.18 }}
              />
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; Escape and the close button are the accessible ways to close. */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: same: the keyboard closes with Escape. */}
              <div
                className="relative flex min-h-full items-center justify-center p-3 sm:p-6"
                onPointerDown={(event) => {
                  pressStartedOnBackdrop.current = event.target === event.currentTarget;
                }}
                onClick={(event) => {
                  if (
                    dismissOnBackdrop &&
                    pressStartedOnBackdrop.current &&
                    event.target === event.currentTarget
                  ) {
                    onCloseRef.current();
                  }
                  pressStartedOnBackdrop.current = false;
                }}
              >
                <m.div
                  ref={panelRef}
                  role="dialog"
                  aria-modal="true"
                  aria-labelledby={titleId}
                  aria-describedby={description ? descriptionId : undefined}
                  tabIndex={-1}
                  className={`relative w-full ${widths[size]} rounded-panel border border-surface-border bg-surface-raised p-5 shadow-menu outline-none sm:p-8 ${className}`}
                  initial={animate ? { opacity: 0, y: 16, scale: 0.98 } : false}
                  animate={{ opacity: 1, y: 0, scale: 1 }}
                  exit={{ opacity: 0, y: 8, scale: 0.98 }}
                  transition={{ duration: 0.2, ease: [0.2, 0.9, 0.2, 1] }}
                >
                  <div className="mb-5 flex items-start justify-between gap-4">
                    <div className="flex min-w-0 flex-col gap-1.5">
                      <h2
                        id={titleId}
                        className="font-display text-display-md font-black uppercase italic tracking-tight text-fg"
                      >
                        {title}
                      </h2>
                      {description ? (
                        <p id={descriptionId} className="text-sm leading-relaxed text-fg-muted">
                          {description}
                        </p>
                      ) : null}
                    </div>
                    <button
                      type="button"
                      data-modal-close=""
                      onClick={() => onCloseRef.current()}
                      aria-label={closeLabel}
                      className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-control text-fg-muted transition hover:bg-white/5 hover:text-fg"
                    >
                      <CloseIcon className="size-5" />
                    </button>
                  </div>
                  {children}
                </m.div>
              </div>
            </div>
          ) : null}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}
