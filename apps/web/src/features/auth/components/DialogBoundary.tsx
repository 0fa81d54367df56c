import { Component, type ReactNode } from "react";

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
