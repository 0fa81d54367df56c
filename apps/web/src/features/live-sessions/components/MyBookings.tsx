import { formatPrice, messages } from "@clutch/contract";
import { type ReactNode, useDeferredValue, useState } from "react";
import { JoinSessionButton } from "../../../components/sessions/JoinSessionButton";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { errorMessage } from "../../../lib/api-error";
import { shortDateOf, timeRange, zoneName } from "../../../lib/time";
import { BOOKINGS_FRESH_SECONDS, useListBookingsQuery } from "../api";
import { BookingDetailsDialog, STATE_LABELS, STATE_STYLES } from "./BookingDetailsDialog";

// Positioned: the Details buttons' screen-reader text (absolutely positioned) stays inside the
// scrolling frame instead of widening the page on a phone.
const tableFrame =
  "relative overflow-x-auto rounded-card border border-surface-border bg-surface/80 shadow-card";
const tableStyles = "w-full min-w-[48rem] border-collapse text-left text-sm";
const headCell =
  "border-b border-surface-border bg-ink-800/60 px-4 py-3 font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted sm:px-5";
const bodyCell = "border-b border-surface-border/60 px-4 py-3.5 text-fg-muted sm:px-5";

/**
 * /profile/bookings (docs/product.md#routes): the user's live sessions, newest first, as the
 * server lists them; date and time slot in the learner's time zone. "Details" opens the Booking
 * details dialog (cancel, reschedule, add to calendar). A confirmed session's "Join", beside
 * Details (the columns stay the product's), opens its meeting room from 10 minutes before the
 * start. `empty` is what the page shows without any.
 */
export function MyBookings({ empty }: { empty: ReactNode }) {
  // Deferred: the table mounts in a render React splits into short tasks, not in the one that takes
  // the answer from the store (see QueryResult).
  const query = useDeferredValue(
    useListBookingsQuery(undefined, { refetchOnMountOrArgChange: BOOKINGS_FRESH_SECONDS }),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog keeps showing its booking while it animates out.
  const [shownId, setShownId] = useState<string | null>(null);

  if (query.isLoading) return <LoadingState />;
  const bookings = query.data?.data;
  if (!bookings) {
    return (
      <ErrorState
        message={errorMessage(query.error, messages.liveSessions.fetchBookingsFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (bookings.length === 0) return <>{empty}</>;

  const shown = bookings.find((booking) => booking._id === shownId) ?? null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-fg-muted">
        Dates and times are in your time zone ({zoneName(new Date().toISOString())}).
      </p>
      <div className={tableFrame}>
        <table className={tableStyles}>
          <caption className="sr-only">My bookings</caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                Coach Name
              </th>
              <th scope="col" className={headCell}>
                Date
              </th>
              <th scope="col" className={headCell}>
                Time Slot
              </th>
              <th scope="col" className={headCell}>
                Status
              </th>
              <th scope="col" className={headCell}>
                Fee
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => {
              const date = shortDateOf(booking.start);
              const time = timeRange(booking.start, booking.end);
              const muted = booking.state === "CANCELLED";
              return (
                <tr key={booking._id} className="transition hover:bg-white/[0.02]">
                  <th
                    scope="row"
                    className={`${bodyCell} font-semibold ${muted ? "text-fg-muted" : "text-fg"}`}
                  >
                    {booking.coach.name}
                  </th>
                  <td className={bodyCell}>
                    <time dateTime={booking.start}>{date}</time>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{time}</td>
                  <td className={bodyCell}>
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-success-400">{booking.status}</span>
                      {booking.state === "CONFIRMED" ? null : (
                        <span
                          className={`rounded-chip border px-2 py-0.5 font-display text-xs font-bold tracking-wider uppercase ${STATE_STYLES[booking.state]}`}
                        >
                          {STATE_LABELS[booking.state]}
                        </span>
                      )}
                    </span>
                  </td>
                  <td className={bodyCell}>{formatPrice(booking.price)}</td>
                  <td className={`${bodyCell} text-right`}>
                    <span className="flex items-center justify-end gap-4">
                      {booking.state !== "CANCELLED" && booking.meetingUrl ? (
                        <JoinSessionButton
                          meetingUrl={booking.meetingUrl}
                          joinableFrom={booking.joinableFrom}
                          end={booking.end}
                          context={`${booking.coach.name}, ${date}, ${time}`}
                          compact
                        />
                      ) : null}
                      <button
                        type="button"
                        onClick={() => {
                          setShownId(booking._id);
                          setOpenId(booking._id);
                        }}
                        className="rounded-sm font-semibold whitespace-nowrap text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
                      >
                        Details
                        <span className="sr-only">
                          : {booking.coach.name}, {date}, {time}
                        </span>
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <BookingDetailsDialog booking={shown} open={openId !== null} onClose={() => setOpenId(null)} />
    </div>
  );
}
