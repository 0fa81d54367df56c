import {
  BOOKING_NOTES_MAX,
  type Coach,
  formatPrice,
  messages,
  type SessionType,
  type Slot,
} from "@clutch/contract";
import { useCallback, useId, useMemo, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { inputStyles, labelStyles } from "../../../components/ui/form";
import { CheckoutFeedback } from "../../../lib/checkout/CheckoutFeedback";
import { dayOf, timeOf } from "../../../lib/time";
import { useBookSession } from "../hooks/use-book-session";
import { SlotPicker } from "./SlotPicker";

const m = messages.liveSessions;

export type BookingPanelProps = {
  coach: Pick<Coach, "_id" | "name" | "timeZone" | "sessionTypes">;
  signedIn: boolean;
  /** Opens the login dialog (a visitor pressing "Book and pay"). */
  onLogin: () => void;
  /** The phone number on the user's profile, offered when the payment provider asks for one. */
  profilePhone: string;
};

const typeStyles =
  "flex h-full cursor-pointer flex-col gap-2 rounded-card border border-surface-border bg-ink-900/70 p-4 transition hover:border-brand-400/60 has-checked:border-brand-400 has-checked:bg-brand-400/10 has-checked:shadow-glow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300";

/**
 * "Book a live session" on the coach page (docs/product.md#live-sessions): the coach's session
 * types, the free slots of the chosen one (SlotPicker), and "Book and pay". A visitor pressing it
 * gets the login dialog; a signed-in learner's slot is held and the checkout opens. Loaded lazily,
 * below the page's first screen (docs/decisions/011): its code and the Intl date formatting are off
 * the start-up path.
 */
export default function BookingPanel({ coach, signedIn, onLogin, profilePhone }: BookingPanelProps) {
  const [typeId, setTypeId] = useState(coach.sessionTypes[0]?._id ?? "");
  const type: SessionType | undefined = coach.sessionTypes.find((entry) => entry._id === typeId);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [notes, setNotes] = useState("");
  const typeName = useId();
  const statusId = useId();
  const notesId = useId();
  const notesCountId = useId();

  const choice = useMemo(() => {
    if (!type || !slot) return null;
    const answer = notes.trim();
    return {
      coachId: coach._id,
      sessionTypeId: type._id,
      start: slot.start,
      ...(answer ? { notes: answer } : {}),
    };
  }, [coach._id, type, slot, notes]);
  const onSlotGone = useCallback(() => setSlot(null), []);
  const attempt = useBookSession({ choice, onSlotGone });
  const { busy, start, dismissProblem } = attempt;

  const chooseType = (id: string) => {
    setTypeId(id);
    setSlot(null);
    dismissProblem();
  };
  const chooseSlot = useCallback(
    (next: Slot | null) => {
      setSlot(next);
      if (next) dismissProblem();
    },
    [dismissProblem],
  );

  const press = () => {
    if (!slot || busy) return;
    if (!signedIn) onLogin();
    else void start();
  };

  let status: string;
  if (busy) status = "Opening the secure checkout...";
  else if (!slot) status = m.pickSlot;
  else if (!signedIn) status = m.signInToBook;
  else status = m.holdNotice;

  return (
    <div
      data-testid="booking-panel"
      className="flex min-w-0 flex-col gap-8 rounded-card border border-surface-border bg-surface/80 p-4 shadow-card sm:p-6"
    >
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 font-display text-sm font-bold tracking-[0.16em] text-fg uppercase">
          1. Session type
        </legend>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {coach.sessionTypes.map((entry) => (
            <li key={entry._id}>
              <label className={typeStyles}>
                <span className="flex items-start justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2.5">
                    <input
                      type="radio"
                      name={typeName}
                      value={entry._id}
                      checked={entry._id === typeId}
                      onChange={() => chooseType(entry._id)}
                      className="size-4 shrink-0 accent-brand-400 focus-visible:outline-none"
                    />
                    <span className="font-display text-base font-extrabold break-words text-fg">
                      {entry.title}
                    </span>
                  </span>
                  <span className="shrink-0 font-display text-lg font-black text-highlight-300 italic">
                    {formatPrice(entry.price)}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2 text-xs">
                  <span className="rounded-chip bg-violet-500/20 px-2 py-0.5 font-display font-bold tracking-wider text-violet-300 uppercase">
                    {entry.level}
                  </span>
                  <span className="rounded-chip bg-white/5 px-2 py-0.5 font-semibold text-fg-muted">
                    {entry.durationMinutes} min
                  </span>
                </span>
                {entry.topicsCovered.length > 0 ? (
                  <span className="text-sm leading-snug text-fg-muted">
                    <span className="font-semibold text-fg">Topics: </span>
                    {entry.topicsCovered.join(" · ")}
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {type ? (
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="font-display text-sm font-bold tracking-[0.16em] text-fg uppercase">
            2. Pick a time
          </h3>
          <SlotPicker
            key={type._id}
            coachId={coach._id}
            sessionTypeId={type._id}
            coachTimeZone={coach.timeZone}
            value={slot?.start ?? null}
            onChange={chooseSlot}
            legend={`Free times for ${type.title}`}
          />
        </div>
      ) : null}

      {type && slot ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={notesId} className={labelStyles}>
            {m.notesLabel} <span className="font-normal text-fg-subtle">(optional)</span>
          </label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={BOOKING_NOTES_MAX}
            rows={3}
            aria-describedby={notesCountId}
            placeholder="Your rank, your role, what keeps going wrong…"
            className={`${inputStyles} resize-y`}
          />
          <p id={notesCountId} className="text-right text-xs text-fg-subtle">
            {`${notes.length} / ${BOOKING_NOTES_MAX}`}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-surface-border pt-6">
        {type && slot ? (
          <p className="text-sm text-fg-muted">
            <span className="font-semibold text-fg">{type.title}</span>
            {" · "}
            {dayOf(slot.start)}, {timeOf(slot.start)}
            {" · "}
            <span className="font-semibold text-highlight-300">{formatPrice(type.price)}</span>
          </p>
        ) : null}
        <button
          type="button"
          onClick={press}
          disabled={!slot}
          aria-busy={busy || undefined}
          aria-describedby={statusId}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start ${busy ? "cursor-progress opacity-70" : ""}`}
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin-slow rounded-full border-2 border-ink-950/30 border-t-ink-950"
            />
          ) : null}
          Book and pay
        </button>
        <p id={statusId} role="status" className="text-xs text-fg-muted">
          {status}
        </p>
        <CheckoutFeedback attempt={attempt} profilePhone={profilePhone} dialogFailure={m.loadFailed} />
      </div>
    </div>
  );
}
