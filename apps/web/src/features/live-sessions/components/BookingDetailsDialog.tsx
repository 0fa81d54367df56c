import {
  type Booking,
  type BookingState,
  formatPrice,
  messages,
  paths,
  type SessionSummary,
  type Slot,
} from "@clutch/contract";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { JoinSessionButton } from "../../../components/sessions/JoinSessionButton";
import { buttonStyles } from "../../../components/ui/button-styles";
import { FormAlert } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { saveTextFile } from "../../../lib/download";
import { coachRangeOf, dateOf, timeRangeWithZone } from "../../../lib/time";
import { notify } from "../../../lib/toast";
import { useBookingCalendarMutation, useCancelBookingMutation, useRescheduleBookingMutation } from "../api";
import { bookingFailure } from "../lib/booking-failure";
import { NoShowDispute } from "./NoShowDispute";
import { SlotPicker } from "./SlotPicker";

const m = messages.liveSessions;

export const STATE_LABELS: Record<BookingState, string> = {
  CONFIRMED: "Confirmed",
  CANCELLED: "Cancelled",
  COMPLETED: "Completed",
  NO_SHOW: "Missed",
};

export const STATE_STYLES: Record<BookingState, string> = {
  CONFIRMED: "border-success-400/50 bg-success-400/10 text-success-400",
  CANCELLED: "border-danger-400/50 bg-danger-400/10 text-danger-300",
  COMPLETED: "border-surface-border-strong bg-white/5 text-fg-muted",
  NO_SHOW: "border-surface-border-strong bg-white/5 text-fg-muted",
};

type Step = "details" | "cancel" | "reschedule";

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-control border border-danger-400/60 bg-danger-400/10 px-5 py-3 font-display text-sm font-extrabold tracking-[0.14em] text-danger-300 uppercase transition hover:bg-danger-400/20 disabled:cursor-not-allowed disabled:opacity-50";

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : ""}>
      <dt className="font-display text-eyebrow font-bold text-fg-muted uppercase">{label}</dt>
      <dd className="mt-1 text-fg">{children}</dd>
    </div>
  );
}

/**
 * "Booking details" (docs/product.md#routes /profile/bookings): the session's coach, date and time
 * in the learner's zone (with the coach's local time), level, title, price, topics and state. A
 * confirmed session that may still change (`changeable`: 24 h or more ahead) can be cancelled
 * (after a confirm step; the refund is said in a toast) or moved to another free slot of its type;
 * a confirmed one can be added to a calendar (the .ics file, fetched with the token) and joined
 * (its meeting room, from 10 minutes before the start). After the session, the coach's summary.
 */
export function BookingDetailsDialog({
  booking,
  open,
  onClose,
}: {
  booking: Booking | null;
  open: boolean;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>("details");
  const [failure, setFailure] = useState<string | null>(null);
  const [refund, setRefund] = useState<string | null>(null);
  const [updated, setUpdated] = useState<Booking | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [cancelBooking, cancelState] = useCancelBookingMutation();
  const [rescheduleBooking, rescheduleState] = useRescheduleBookingMutation();
  const [fetchCalendar, calendarState] = useBookingCalendarMutation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const pickedId = useId();

  // Each opening starts at the details.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep("details");
      setFailure(null);
      setRefund(null);
      setUpdated(null);
      setSlot(null);
    }
  }

  // A new step takes the focus to its first control (what had it is gone).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    bodyRef.current?.querySelector<HTMLElement>("[data-step-focus]")?.focus();
  });
  const goTo = useCallback((next: Step) => {
    moved.current = true;
    setFailure(null);
    setSlot(null);
    setStep(next);
  }, []);

  const shown = updated && updated._id === booking?._id ? updated : booking;
  if (!shown) return null;
  const canChange = shown.state === "CONFIRMED" && shown.changeable;
  const coachTime = coachRangeOf(shown.start, shown.end, shown.timeZone);

  const cancel = async () => {
    if (cancelState.isLoading) return;
    setFailure(null);
    try {
      const result = await cancelBooking(shown._id).unwrap();
      const sentence = `${m.cancelled} ${formatPrice(result.refund.amount)}`;
      setUpdated(result.booking);
      setRefund(sentence);
      notify.success(sentence);
      goTo("details");
    } catch (error) {
      setFailure(bookingFailure(error, m.cancelFailed).message);
    }
  };

  const reschedule = async () => {
    if (rescheduleState.isLoading || !slot) return;
    setFailure(null);
    try {
      const result = await rescheduleBooking({ id: shown._id, start: slot.start }).unwrap();
      setUpdated(result.booking);
      notify.success(m.rescheduled);
      goTo("details");
    } catch (error) {
      const problem = bookingFailure(error, m.rescheduleFailed);
      // A slot that went is dropped from the list, which is being fetched again.
      if (problem.kind === "slot") setSlot(null);
      setFailure(problem.message);
    }
  };

  const addToCalendar = async () => {
    if (calendarState.isLoading) return;
    try {
      const text = await fetchCalendar(shown._id).unwrap();
      saveTextFile(text, "session.ics", "text/calendar");
    } catch {
      notify.error(m.calendarFailed);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Booking details" size="lg">
      <div ref={bodyRef} className="flex flex-col gap-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <Fact label="Coach">
            <Link
              to={paths.coach(shown.coach._id)}
              className="font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
            >
              {shown.coach.name}
            </Link>
          </Fact>
          <Fact label="State">
            <span
              className={`inline-block rounded-chip border px-2 py-0.5 font-display text-xs font-bold tracking-wider uppercase ${STATE_STYLES[shown.state]}`}
            >
              {STATE_LABELS[shown.state]}
            </span>
          </Fact>
          <Fact label="Date">{dateOf(shown.start)}</Fact>
          <Fact label="Time">
            {timeRangeWithZone(shown.start, shown.end)}
            {coachTime ? <span className="block text-fg-muted">{coachTime} (coach's time)</span> : null}
          </Fact>
          <Fact label="Level">{shown.level}</Fact>
          <Fact label="Session">{shown.title}</Fact>
          <Fact label="Price">{formatPrice(shown.price)}</Fact>
          <Fact label="Topics covered" wide>
            {shown.topicsCovered.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {shown.topicsCovered.map((topic) => (
                  <li key={topic} className="rounded-chip bg-white/5 px-2 py-0.5 text-fg-muted">
                    {topic}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-fg-muted">None listed</span>
            )}
          </Fact>
        </dl>

        {shown.summary ? <CoachSummary summary={shown.summary} /> : null}

        {step === "details" && shown.noShow ? (
          <NoShowDispute booking={shown} onDisputed={setUpdated} />
        ) : null}

        {refund ? (
          <p
            role="status"
            tabIndex={-1}
            data-step-focus=""
            className="rounded-control border border-success-400/40 bg-success-400/10 px-3.5 py-3 text-sm text-success-400 outline-none"
          >
            {refund}
          </p>
        ) : null}

        {step === "details" && shown.state !== "CONFIRMED" && shown.meetingUrl ? (
          // Marked before the end (a no-show 15 minutes in): the room stays open to the learner until the end.
          <div className="flex flex-col gap-3 border-t border-surface-border pt-5 sm:flex-row">
            <JoinSessionButton
              meetingUrl={shown.meetingUrl}
              joinableFrom={shown.joinableFrom}
              end={shown.end}
            />
          </div>
        ) : null}

        {step === "details" && shown.state === "CONFIRMED" ? (
          <div className="flex flex-col gap-3 border-t border-surface-border pt-5">
            {shown.state === "CONFIRMED" && !shown.changeable ? (
              <p className="text-sm text-fg-muted">{m.tooLateToCancel}</p>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
              {shown.meetingUrl ? (
                <JoinSessionButton
                  meetingUrl={shown.meetingUrl}
                  joinableFrom={shown.joinableFrom}
                  end={shown.end}
                />
              ) : null}
              {shown.state === "CONFIRMED" ? (
                <button
                  type="button"
                  onClick={() => void addToCalendar()}
                  aria-busy={calendarState.isLoading || undefined}
                  data-step-focus={refund ? undefined : ""}
                  className={buttonStyles.secondary}
                >
                  Add to calendar
                </button>
              ) : null}
              {canChange ? (
                <>
                  <button type="button" onClick={() => goTo("reschedule")} className={buttonStyles.secondary}>
                    Reschedule
                  </button>
                  <button type="button" onClick={() => goTo("cancel")} className={dangerButton}>
                    Cancel session
                  </button>
                </>
              ) : null}
            </div>
          </div>
        ) : null}

        {step === "cancel" ? (
          <div className="flex flex-col gap-4 border-t border-surface-border pt-5">
            <FormAlert message={failure} onClose={() => setFailure(null)} />
            <p className="text-base text-fg">{m.cancelConfirm}</p>
            <p className="text-sm text-fg-muted">
              Refund: <span className="font-semibold text-fg">{formatPrice(shown.price)}</span>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                onClick={() => void cancel()}
                disabled={cancelState.isLoading}
                aria-busy={cancelState.isLoading || undefined}
                className={dangerButton}
              >
                {cancelState.isLoading ? "Cancelling..." : "Yes, cancel session"}
              </button>
              <button
                type="button"
                onClick={() => goTo("details")}
                data-step-focus=""
                className={buttonStyles.secondary}
              >
                Keep session
              </button>
            </div>
          </div>
        ) : null}

        {step === "reschedule" ? (
          <div className="flex flex-col gap-4 border-t border-surface-border pt-5">
            <h3
              tabIndex={-1}
              data-step-focus=""
              className="font-display text-sm font-bold tracking-[0.16em] text-fg uppercase outline-none"
            >
              Pick a new time
            </h3>
            <FormAlert message={failure} onClose={() => setFailure(null)} />
            <SlotPicker
              coachId={shown.coach._id}
              sessionTypeId={shown.sessionTypeId}
              coachTimeZone={shown.timeZone}
              value={slot?.start ?? null}
              onChange={setSlot}
              legend="Free times for this session"
              exclude={shown.start}
            />
            <p id={pickedId} role="status" className="text-xs text-fg-muted">
              {slot
                ? `New time: ${dateOf(slot.start)}, ${timeRangeWithZone(slot.start, slot.end)}`
                : m.pickSlot}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                onClick={() => void reschedule()}
                disabled={!slot || rescheduleState.isLoading}
                aria-busy={rescheduleState.isLoading || undefined}
                aria-describedby={pickedId}
                className={buttonStyles.primary}
              >
                {rescheduleState.isLoading ? "Moving..." : "Move session"}
              </button>
              <button type="button" onClick={() => goTo("details")} className={buttonStyles.secondary}>
                Back
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** What the coach wrote after the session: the text, then the points to practise. */
function CoachSummary({ summary }: { summary: SessionSummary }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-surface-border pt-5">
      <h3 id={headingId} className="font-display text-sm font-bold tracking-[0.16em] text-fg uppercase">
        Coach's summary
      </h3>
      <p className="text-sm whitespace-pre-line text-fg">{summary.text}</p>
      {summary.practise.length > 0 ? (
        <>
          <h4 className="font-display text-eyebrow font-bold text-fg-muted uppercase">What to practise</h4>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg">
            {summary.practise.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
