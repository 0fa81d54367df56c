import { JOIN_OPENS_MINUTES } from "@clutch/contract";
import { useId } from "react";
import { useNow } from "../../hooks/use-now";
import { buttonStyles } from "../ui/button-styles";

/** How often the button checks whether the room opened or closed. */
const RECHECK_MS = 30_000;

export const JOIN_OPENS_HINT = `Opens ${JOIN_OPENS_MINUTES} minutes before the start`;

type JoinSessionButtonProps = {
  /** The session's meeting room (an https URL). */
  meetingUrl: string;
  /** When the room opens (ISO instant); it closes at `end`. */
  joinableFrom: string;
  end: string;
  /** Read by screen readers after "Join" (which session, in a list of several). */
  context?: string;
  compact?: boolean;
};

/**
 * "Join": the session's meeting room in a new tab, from `joinableFrom` until `end`. Before, a
 * disabled button that says when it opens; after the end, nothing.
 */
export function JoinSessionButton({
  meetingUrl,
  joinableFrom,
  end,
  context,
  compact,
}: JoinSessionButtonProps) {
  const now = useNow(RECHECK_MS);
  const hintId = useId();
  if (now >= Date.parse(end)) return null;
  const style = compact ? `${buttonStyles.primaryCompact} whitespace-nowrap` : buttonStyles.primary;
  const label = (
    <>
      Join
      {context ? <span className="sr-only">: {context}</span> : null}
    </>
  );
  if (now < Date.parse(joinableFrom)) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <button type="button" disabled aria-describedby={hintId} className={style}>
          {label}
        </button>
        <span id={hintId} className={`text-xs text-fg-muted ${compact ? "min-w-36" : ""}`}>
          {JOIN_OPENS_HINT}
        </span>
      </span>
    );
  }
  return (
    <a href={meetingUrl} target="_blank" rel="noopener noreferrer" className={style}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
