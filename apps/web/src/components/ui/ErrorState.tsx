import { buttonStyles } from "./button-styles";
import { RetryIcon } from "./icons";

type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

/** A failed load: "Error: {message}" (docs/product.md#messages), with an optional retry. */
export function ErrorState({ message, onRetry, retrying = false, className = "" }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card border border-danger-400/30 bg-danger-400/5 px-6 py-10 text-center ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full border border-danger-400/40 font-display text-xl font-black text-danger-300"
      >
        !
      </span>
      <p className="text-base text-danger-300">Error: {message}</p>
      {onRetry ? (
        <button type="button" className={buttonStyles.secondary} onClick={onRetry} disabled={retrying}>
          <RetryIcon className={`size-4 ${retrying ? "animate-spin-slow" : ""}`} />
          {retrying ? "Retrying" : "Try again"}
        </button>
      ) : null}
    </div>
  );
}
