import { type CoachSession, coachWorkspaceMessages } from "@clutch/contract";
import { useState } from "react";
import { smallButton } from "../../../../components/data/styles";
import { JoinSessionButton } from "../../../../components/sessions/JoinSessionButton";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { useCoachSessionCalendarMutation } from "../../api";
import { sessionWhen, stateLabel } from "./session-labels";

/** What the coach may do with a session, as the page handles it (in a dialog). */
export type SessionAction = "cancel" | "complete" | "no-show" | "summary";

type SessionCardProps = {
  session: CoachSession;
  /** The current time (ms): the Join button and Cancel are judged by it. */
  now: number;
  onAction: (action: SessionAction, session: CoachSession) => void;
};

const fact = "grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3";
const term = "text-xs font-semibold uppercase tracking-[0.12em] text-fg-muted sm:pt-0.5";

/** One session as its coach sees it: when, who, what they want to work on, the room, and what can be done. */
export function SessionCard({ session, now, onAction }: SessionCardProps) {
  const [fetchCalendar, calendar] = useCoachSessionCalendarMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const when = sessionWhen(session);
  const learner = session.learner.name || session.learner.email;
  const label = `${session.title} with ${learner}, ${when}`;
  const confirmed = session.state === "CONFIRMED";
  const running = confirmed && now < Date.parse(session.end);
  // A learner may be late: absent can be marked only from NO_SHOW_AFTER_MINUTES after the start.
  const noShowTooEarly = now < Date.parse(session.noShowFrom);
  const noShowHintId = `no-show-hint-${session._id}`;

  const download = async () => {
    setFailure(null);
    try {
      const [calendar, { saveTextFile }] = await Promise.all([
        fetchCalendar(session._id).unwrap(),
        import("../../../../lib/download"),
      ]);
      saveTextFile(calendar, "session.ics", "text/calendar");
    } catch (error) {
      setFailure(errorMessage(error, "The calendar file could not be downloaded. Please try again."));
    }
  };

  return (
    <article
      aria-label={label}
      className="flex flex-col gap-4 rounded-card border border-surface-border bg-surface/80 p-4 shadow-card sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="font-display text-lg font-bold text-fg">
            <time dateTime={session.start}>{when}</time>
          </h2>
          <p className="text-sm text-fg-muted">
            {session.title} · {session.level}
          </p>
        </div>
        <span className="rounded-chip border border-surface-border px-2 py-0.5 text-xs font-semibold text-fg-muted">
          {stateLabel(session)}
        </span>
      </header>

      <dl className="flex flex-col gap-2 text-sm">
        <div className={fact}>
          <dt className={term}>Learner</dt>
          <dd className="break-words text-fg">{learner}</dd>
        </div>
        <div className={fact}>
          <dt className={term}>Topics</dt>
          <dd className="text-fg">
            {session.topicsCovered.length > 0 ? session.topicsCovered.join(" · ") : "No topics listed"}
          </dd>
        </div>
        <div className={fact}>
          <dt className={term}>Wants to work on</dt>
          <dd className="whitespace-pre-line break-words text-fg">{session.notes ?? "No notes"}</dd>
        </div>
        {session.meetingUrl ? (
          <div className={fact}>
            <dt className={term}>Room</dt>
            <dd className="break-all">
              <a
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
              >
                {session.meetingUrl}
              </a>
            </dd>
          </div>
        ) : null}
        {session.summary ? (
          <div className={fact}>
            <dt className={term}>Your summary</dt>
            <dd className="flex flex-col gap-1 text-fg">
              <p className="whitespace-pre-line break-words">{session.summary.text}</p>
              {session.summary.practise.length > 0 ? (
                <ul className="list-disc pl-5 text-fg-muted">
                  {session.summary.practise.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="flex flex-wrap items-start gap-3">
        {running && session.meetingUrl ? (
          <JoinSessionButton
            meetingUrl={session.meetingUrl}
            joinableFrom={session.joinableFrom}
            end={session.end}
            context={label}
          />
        ) : null}
        {session.outcomeDue ? (
          <>
            <button
              type="button"
              className={smallButton}
              aria-label={`Mark completed: ${label}`}
              onClick={() => onAction("complete", session)}
            >
              Mark completed
            </button>
            <button
              type="button"
              className={smallButton}
              aria-label={`Learner didn't show: ${label}`}
              aria-describedby={noShowTooEarly ? noShowHintId : undefined}
              disabled={noShowTooEarly}
              onClick={() => onAction("no-show", session)}
            >
              Learner didn't show
            </button>
            {noShowTooEarly ? (
              <p id={noShowHintId} className="basis-full text-xs text-fg-muted">
                {coachWorkspaceMessages.noShowTooEarly}
              </p>
            ) : null}
          </>
        ) : null}
        {session.state === "COMPLETED" ? (
          <button
            type="button"
            className={smallButton}
            aria-label={`${session.summary ? "Edit the summary" : "Write a summary"}: ${label}`}
            onClick={() => onAction("summary", session)}
          >
            {session.summary ? "Edit summary" : "Write summary"}
          </button>
        ) : null}
        {confirmed ? (
          <button
            type="button"
            className={smallButton}
            aria-label={`Download .ics: ${label}`}
            disabled={calendar.isLoading}
            onClick={() => void download()}
          >
            Download .ics
          </button>
        ) : null}
        {running ? (
          <button
            type="button"
            className={smallButton}
            aria-label={`Cancel: ${label}`}
            onClick={() => onAction("cancel", session)}
          >
            Cancel
          </button>
        ) : null}
      </div>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
    </article>
  );
}
