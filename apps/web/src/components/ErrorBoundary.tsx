import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** What to show instead of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears the error (the router passes its location's key: a navigation retries). */
  resetKey?: unknown;
};

type State = { failure: { error: unknown } | null; resetKey: unknown };

/** Catches what its children throw while rendering and shows `fallback` in their place. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
