import { formatPrice, paths } from "@clutch/contract";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage, isNotFound } from "../../../lib/api-error";
import { useUserBookingsQuery } from "../api";
import { formatDate, formatTimeSlot } from "../lib/format";
import type { Booking } from "../types";
import { EmptyState } from "./EmptyState";
import { bodyCell, headCell, tableFrame, tableStyles } from "./OwnedItemsTable";

/** SPEC §2: the status column always reads Success. */
const STATUS = "Success";

const feeOf = (booking: Booking) => formatPrice(booking.price ?? booking.info.price);

/** SPEC §2 /profile/bookings: the user's live-session bookings; a missing endpoint means none yet. */
export function Bookings() {
  const { data, error, isLoading, isFetching, refetch } = useUserBookingsQuery();
  const [details, setDetails] = useState<Booking | null>(null);

  if (isLoading) return <LoadingState />;
  // The bookings call may not exist on this server yet: a 404 is simply "no bookings yet".
  if (error && !isNotFound(error)) {
    return (
      <ErrorState
        message={errorMessage(error, "Could not load your bookings")}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  const bookings = error ? [] : (data ?? []);
  if (bookings.length === 0) {
    return (
      <EmptyState message="No bookings yet. Book a live session with a coach and it will show up here.">
        <Link to={paths.coaches} className={buttonStyles.secondary}>
          Find a coach
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <div className={tableFrame}>
        <table className={tableStyles}>
          <caption className="sr-only">My bookings</caption>
          <thead>
            <tr>
              {["Coach Name", "Date", "Time Slot", "Status", "Fee"].map((label) => (
                <th key={label} scope="col" className={headCell}>
                  {label}
                </th>
              ))}
              <th scope="col" className={`${headCell} text-right`}>
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking._id} className="transition hover:bg-white/[0.02]">
                <th scope="row" className={`${bodyCell} font-semibold text-fg`}>
                  {booking.coach?.name ?? "—"}
                </th>
                <td className={bodyCell}>{formatDate(booking.info.date)}</td>
                <td className={`${bodyCell} whitespace-nowrap`}>{formatTimeSlot(booking.info.time)}</td>
                <td className={bodyCell}>
                  <span className="inline-flex items-center gap-1.5 rounded-chip bg-success-400/10 px-2 py-0.5 text-xs font-bold text-success-400">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-success-400" />
                    {STATUS}
                  </span>
                </td>
                <td className={bodyCell}>{feeOf(booking)}</td>
                <td className={`${bodyCell} text-right`}>
                  <button
                    type="button"
                    className="font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
                    aria-label={`Details: ${booking.coach?.name ?? "booking"} on ${formatDate(booking.info.date)}`}
                    onClick={() => setDetails(booking)}
                  >
                    Details
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BookingDetailsModal booking={details} onClose={() => setDetails(null)} />
    </>
  );
}

function BookingDetailsModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  // Kept while the dialog animates out.
  const [shown, setShown] = useState<Booking | null>(booking);
  if (booking && booking !== shown) setShown(booking);
  const item = booking ?? shown;
  return (
    <Modal open={booking !== null} onClose={onClose} title="Booking details" size="sm">
      {item ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-3 text-sm">
          <dt className="text-fg-muted">Coach</dt>
          <dd className="font-semibold text-fg">{item.coach?.name ?? "—"}</dd>
          <dt className="text-fg-muted">Date and time</dt>
          <dd className="text-fg">
            {formatDate(item.info.date)}, {formatTimeSlot(item.info.time)}
          </dd>
          <dt className="text-fg-muted">Level</dt>
          <dd className="text-fg">{item.level || "—"}</dd>
          <dt className="text-fg-muted">Price</dt>
          <dd className="text-fg">{feeOf(item)}</dd>
          <dt className="text-fg-muted">Topics covered</dt>
          <dd className="text-fg">
            {item.topicsCovered?.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {item.topicsCovered.map((topic) => (
                  <li key={topic} className="rounded-chip bg-ink-600/70 px-2 py-0.5 text-xs text-fg">
                    {topic}
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            )}
          </dd>
        </dl>
      ) : null}
    </Modal>
  );
}
