import { useId } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { JOIN_CLOSED } from "./session-labels";

type JoinButtonProps = {
  meetingUrl: string;
  joinableFrom: string;
  end: string;
  /** The current time (ms), re-read by the page on a timer. */
  now: number;
  /** What the session is, for the button's accessible name. */
  label: string;
};

/** The room's Join button: a link from `joinableFrom` until the end, otherwise a disabled button saying why. */
export function JoinButton({ meetingUrl, joinableFrom, end, now, label }: JoinButtonProps) {
  const noteId = useId();
  const open = now >= Date.parse(joinableFrom) && now < Date.parse(end);
  if (open) {
    return (
      <a
        href={meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonStyles.primary}
        aria-label={`Join ${label} (opens in a new tab)`}
      >
        Join
      </a>
    );
  }
  const ended = now >= Date.parse(end);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={buttonStyles.primary}
        disabled
        aria-label={`Join ${label}`}
        aria-describedby={noteId}
      >
        Join
      </button>
      <p id={noteId} className="text-xs text-fg-muted">
        {ended ? "The session has ended" : JOIN_CLOSED}
      </p>
    </div>
  );
}
