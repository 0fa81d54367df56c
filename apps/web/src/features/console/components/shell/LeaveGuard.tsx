import { editorMessages } from "@clutch/contract";
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { NavLink, type NavLinkProps, useNavigate } from "react-router";
import { DIALOG_FAILED, DialogBoundary, DialogLoading } from "../../../../components/ui/DialogBoundary";
import { lazyNamed } from "../../../../lib/lazy-named";
import { notify } from "../../../../lib/toast";

// The question (and the dialog's code) loads when it is first asked, not with every console page.
const ConfirmDialog = lazyNamed(() => import("../../../../components/data/ConfirmDialog"), "ConfirmDialog");

type LeaveGuard = {
  /** Marks one form of the page as holding unsaved changes, or not. */
  setDirty: (form: symbol, dirty: boolean) => void;
  isDirty: () => boolean;
  /** Goes to `to`, after asking when a form holds unsaved changes. */
  leave: (to: string) => void;
};

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * Unsaved changes in the console's forms: leaving through a console link asks first (a dialog), and
 * so does closing or reloading the tab (the browser's own question, `beforeunload`).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<symbol>());
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();
  const guard = useMemo<LeaveGuard>(
    () => ({
      setDirty: (form, dirty) => {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
      },
      isDirty: () => dirtyForms.current.size > 0,
      leave: (to) => {
        if (dirtyForms.current.size > 0) setPending(to);
        else navigate(to);
      },
    }),
    [navigate],
  );
  const stay = useCallback(() => setPending(null), []);
  // Without the question the page stays, its unsaved work kept.
  const questionFailed = (error: unknown) => {
    console.error("The unsaved-changes question failed", error);
    stay();
    notify.error(DIALOG_FAILED);
  };
  const leave = () => {
    if (pending === null) return;
    dirtyForms.current.clear();
    setPending(null);
    navigate(pending);
  };
  return (
    <LeaveGuardContext value={guard}>
      {children}
      {pending === null ? null : (
        <DialogBoundary onError={questionFailed}>
          <Suspense fallback={<DialogLoading />}>
            <ConfirmDialog
              open
              title="Unsaved changes"
              description={editorMessages.unsavedChanges}
              confirmLabel="Leave"
              cancelLabel="Stay"
              onConfirm={leave}
              onCancel={stay}
            />
          </Suspense>
        </DialogBoundary>
      )}
    </LeaveGuardContext>
  );
}

/** Declares whether a form holds unsaved changes: guarded links and the browser then ask before leaving. */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useContext(LeaveGuardContext);
  const [form] = useState(() => Symbol("form"));
  useEffect(() => {
    guard?.setDirty(form, dirty);
    return () => guard?.setDirty(form, false);
  }, [guard, form, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link of the console that asks before leaving unsaved changes behind. */
export function ConsoleLink({ to, onClick, ...props }: NavLinkProps & { to: string }) {
  const guard = useContext(LeaveGuardContext);
  return (
    <NavLink
      to={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || !guard?.isDirty()) return;
        event.preventDefault();
        guard.leave(to);
      }}
    />
  );
}
