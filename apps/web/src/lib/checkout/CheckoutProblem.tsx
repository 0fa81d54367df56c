import { RetryIcon } from "../../components/ui/icons";
import type { CheckoutProblem as Problem } from "./failure";

const smallButton =
  "rounded-md border border-current/30 px-2.5 py-1 text-xs font-bold tracking-wider uppercase hover:bg-white/5";

/**
 * Why a checkout did not open (an order or a booking that failed, Cashfree.js that did not load),
 * under the button that started it: the sentence, an optional hint, "Try again" where that can
 * help, and Close.
 */
export function CheckoutProblem({
  problem,
  onRetry,
  onClose,
}: {
  problem: Problem;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-control border border-danger-400/40 bg-danger-400/10 px-3.5 py-3 text-sm leading-snug text-danger-300 shadow-card"
    >
      <p>{problem.message}</p>
      {problem.hint ? <p className="text-xs text-fg-muted">{problem.hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {problem.retry ? (
          <button
            type="button"
            onClick={onRetry}
            className={`inline-flex items-center gap-1.5 ${smallButton}`}
          >
            <RetryIcon className="size-3.5" />
            Try again
          </button>
        ) : null}
        <button type="button" onClick={onClose} className={smallButton}>
          Close
        </button>
      </div>
    </div>
  );
}
