import { type AdminBooking, formatPrice, adminBookingMessages as m } from "@clutch/contract";
import { useMemo, useState } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { smallButton } from "../../../../components/data/styles";
import { useAdminListBookingsQuery } from "../../bookings-api";
import { bookingsQuery, useBookingParams } from "../../hooks/use-booking-params";
import { BookingFilterBar } from "./BookingFilterBar";
import {
  cancelledByLabel,
  formatSessionTime,
  paymentLabel,
  STATE_LABELS,
  STATE_TONES,
} from "./booking-labels";
import { CancelBookingDialog } from "./CancelBookingDialog";

const PAGE_SIZE = 25;

function useColumns(onCancel: (booking: AdminBooking) => void) {
  return useMemo(() => {
    const column = columnHelper<AdminBooking>();
    return column.columns([
      column.display({
        id: "session",
        header: "Session",
        cell: ({ row: { original: booking } }) => (
          <div className="flex min-w-0 flex-col gap-0.5">
            <time dateTime={booking.start} className="font-semibold text-fg">
              {formatSessionTime(booking.start)}
            </time>
            <span>
              {booking.title} · {booking.level}
            </span>
            <span>with {booking.coach.name}</span>
          </div>
        ),
      }),
      column.display({
        id: "learner",
        header: "Learner",
        cell: ({ row: { original: booking } }) => (
          <div className="flex flex-col gap-0.5">
            <span className="text-fg">{booking.learner.name || "—"}</span>
            <span className="break-all">{booking.learner.email}</span>
          </div>
        ),
      }),
      column.display({
        id: "state",
        header: "State",
        cell: ({ row: { original: booking } }) => (
          <div className="flex flex-col items-start gap-1">
            <span
              className={`rounded-chip border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONES[booking.state]}`}
            >
              {STATE_LABELS[booking.state]}
            </span>
            {booking.cancelledBy ? <span className="text-xs">{cancelledByLabel(booking)}</span> : null}
          </div>
        ),
      }),
      column.display({
        id: "payment",
        header: "Payment",
        cell: ({ row: { original: booking } }) => (
          <div className="flex flex-col gap-0.5">
            <span className="text-fg">{formatPrice(booking.price)}</span>
            <span>{paymentLabel(booking.order)}</span>
            {booking.order ? <span className="break-all text-xs">Order {booking.order._id}</span> : null}
          </div>
        ),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: booking } }) =>
          booking.cancellable ? (
            <button
              type="button"
              className={smallButton}
              aria-label={`Cancel ${booking.title} of ${booking.learner.email} on ${formatSessionTime(booking.start)}`}
              onClick={() => onCancel(booking)}
            >
              Cancel
            </button>
          ) : null,
      }),
    ]);
  }, [onCancel]);
}

/** `/admin/bookings`: every live session booked, filtered and paged, each confirmed one cancellable. */
export function BookingsPage() {
  const { filters, page, update } = useBookingParams();
  const list = useAdminListBookingsQuery(bookingsQuery(filters, page, PAGE_SIZE));
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const columns = useColumns(setCancelling);

  return (
    <section>
      <PageTitle title="Bookings" />
      <BookingFilterBar filters={filters} onChange={(change) => update(change, "q" in change)} />
      <ListResults
        list={list}
        failure={m.loadFailed}
        caption="Bookings: upcoming sessions first, then past ones"
        columns={columns}
        rowId={(booking) => booking._id}
        empty={m.noBookings}
        onPage={(next) => update({ page: next })}
      />
      {cancelling ? (
        <CancelBookingDialog booking={cancelling} open onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  );
}
