import { messages, type Slot } from "@clutch/contract";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Spinner } from "../../../components/ui/Spinner";
import { prefersReducedMotion } from "../../../lib/animation";
import { errorMessage } from "../../../lib/api-error";
import { coachTimeOf, dateOf, timeOf, zoneName } from "../../../lib/time";
import { useCoachAvailabilityInfiniteQuery } from "../api";
import { availabilityAnchor, groupByDay, rangeEnd } from "../lib/slots";

const m = messages.liveSessions;

type SlotPickerProps = {
  coachId: string;
  sessionTypeId: string;
  /** The coach's IANA zone (the availability answer's, once it is in). */
  coachTimeZone: string;
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (slot: Slot | null) => void;
  /** The group's name for assistive technology ("Pick a time"). */
  legend: string;
  /** A start not to offer (the session being moved is at it). */
  exclude?: string;
};

const slotStyles =
  "flex h-full cursor-pointer flex-col gap-0.5 rounded-control border border-surface-border bg-ink-900/70 px-3 py-2.5 transition select-none hover:border-brand-400/60 has-checked:border-brand-400 has-checked:bg-brand-400/15 has-checked:shadow-glow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300";

/**
 * A coach's free slots for one session type (docs/product.md#live-sessions), grouped by day in the
 * learner's time zone (the browser's), each with the coach's local time beside it when their
 * clocks differ. One native radio group: Tab reaches it, the arrow keys move between slots.
 * "Show later dates" loads the next 14 days. Used by the coach page's booking panel and by the
 * Booking details dialog to move a session.
 */
export function SlotPicker({
  coachId,
  sessionTypeId,
  coachTimeZone,
  value,
  onChange,
  legend,
  exclude,
}: SlotPickerProps) {
  const [anchor] = useState(() => availabilityAnchor());
  const query = useCoachAvailabilityInfiniteQuery(
    { coachId, sessionTypeId, anchor },
    { refetchOnMountOrArgChange: true },
  );
  const name = useId();
  const noteId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const pages = query.data?.pages;
  const coachZone = pages?.[0]?.timeZone ?? coachTimeZone;

  const days = useMemo(() => {
    const grouped = groupByDay(pages ?? []);
    if (!exclude) return grouped;
    return grouped
      .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== exclude) }))
      .filter((day) => day.slots.length > 0);
  }, [pages, exclude]);
  const slotCount = days.reduce((count, day) => count + day.slots.length, 0);

  // A chosen slot that is no longer offered (taken meanwhile, refetched) is unchosen.
  const offered = value === null || days.some((day) => day.slots.some((slot) => slot.start === value));
  useEffect(() => {
    if (pages && !query.isFetching && !offered) onChange(null);
  }, [pages, query.isFetching, offered, onChange]);

  if (query.isLoading || (!pages && !query.isError)) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-fg-muted">
        <Spinner size="md" />
        <span>Loading free slots...</span>
      </div>
    );
  }
  if (!pages) {
    return (
      <ErrorState
        message={errorMessage(query.error, m.fetchSlotsFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-8"
      />
    );
  }

  /** Loads the next 14 days and scrolls the list to the first new day, if any came. */
  const showLater = async () => {
    if (query.isFetching) return;
    const known = new Set(days.map((day) => day.key));
    await query.fetchNextPage();
    // The new days are in the DOM by the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const list = listRef.current;
    const first = [...(list?.querySelectorAll<HTMLElement>("[data-day]") ?? [])].find(
      (element) => !known.has(element.dataset.day ?? ""),
    );
    if (list && first) {
      list.scrollTo({ top: first.offsetTop - 12, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
  };

  const until = rangeEnd(anchor, pages.length);
  const lastPageEmpty = (pages.at(-1)?.data.length ?? 0) === 0;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p id={noteId} className="text-sm text-fg-muted">
        Times are in your time zone ({zoneName(anchor)}).
      </p>
      {slotCount === 0 ? (
        <p className="rounded-card border border-dashed border-surface-border-strong bg-surface/50 px-5 py-8 text-center text-fg-muted">
          {pages.length === 1 ? m.noSlots : `${m.noSlotsUntil} ${dateOf(until)}`}
        </p>
      ) : (
        // Two weeks of slots are long: they scroll in a box of their own, so the choice and
        // "Book and pay" stay near (the page itself stays short on a phone).
        <div
          ref={listRef}
          className="relative max-h-[min(30rem,65dvh)] overflow-y-auto rounded-card border border-surface-border/70 bg-ink-950/30 p-3 sm:p-4"
        >
          <fieldset aria-describedby={noteId} className="flex min-w-0 flex-col gap-5">
            <legend className="sr-only">{legend}</legend>
            {days.map((day) => (
              <fieldset key={day.key} data-day={day.key} className="flex min-w-0 flex-col gap-2.5">
                <legend className="mb-2.5 font-display text-eyebrow font-bold text-brand-300 uppercase">
                  {day.label}
                </legend>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
                  {day.slots.map((slot) => {
                    const coach = coachTimeOf(slot.start, coachZone);
                    return (
                      <li key={slot.start}>
                        <label className={slotStyles}>
                          <input
                            type="radio"
                            name={name}
                            value={slot.start}
                            checked={value === slot.start}
                            onChange={() => onChange(slot)}
                            className="sr-only"
                          />
                          <span className="font-display text-base font-extrabold text-fg">
                            {timeOf(slot.start)}
                          </span>
                          {coach ? (
                            <span className="text-xs leading-snug text-fg-muted">
                              <span className="sr-only">, </span>
                              {coach} (coach)
                            </span>
                          ) : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </fieldset>
        </div>
      )}
      {slotCount > 0 && lastPageEmpty && pages.length > 1 ? (
        <p className="text-sm text-fg-muted">{`${m.noSlotsUntil} ${dateOf(until)}`}</p>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-danger-300">
          {errorMessage(query.error, m.fetchSlotsFailed)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => void showLater()}
          aria-disabled={query.isFetching || undefined}
          className={buttonStyles.secondary}
        >
          {query.isFetchingNextPage ? <Spinner size="sm" /> : null}
          Show later dates
        </button>
        <p role="status" className="text-xs text-fg-muted">
          {query.isFetchingNextPage ? "Loading later dates..." : `Showing dates until ${dateOf(until)}`}
        </p>
      </div>
    </div>
  );
}
