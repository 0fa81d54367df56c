import { Component, type ReactNode } from "react";
import { Spinner } from "./Spinner";

/** Said when a dialog's code could not be loaded. */
export const DIALOG_FAILED = "This dialog could not be opened. Please reload the page and try again.";

type Props = { children: ReactNode; onError: (error: unknown) => void };

/**
 * Keeps a dialog that fails (its code could not be downloaded, say after a deploy) from taking the
 * whole page down: it renders nothing and reports, and the host closes the dialog.
 */
export class DialogBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shown over the page while a dialog's code arrives. */
export function DialogLoading() {
  return (
    <div role="status" className="fixed inset-0 z-[70] grid place-items-center bg-ink-950/70">
      <Spinner size="lg" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
