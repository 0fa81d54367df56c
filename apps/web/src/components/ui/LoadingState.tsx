import { messages } from "@clutch/contract";
import { Spinner } from "./Spinner";

type LoadingStateProps = { label?: string; className?: string };

/** "Loading..." (docs/product.md#messages) with a spinner, announced politely to screen readers. */
export function LoadingState({ label = messages.general.loading, className = "" }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 py-16 text-fg-muted ${className}`}
    >
      <Spinner size="lg" />
      <p className="font-display text-sm font-bold uppercase tracking-[0.2em]">{label}</p>
    </div>
  );
}
