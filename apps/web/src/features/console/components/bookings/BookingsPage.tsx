import { type AdminBooking, formatPrice, adminBookingMessages as m } from "@clutch/contract";
import { useCallback, useMemo, useState } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { StatusToggles } from "../../../../components/data/StatusToggles";
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
import { type DisputeDecision, DisputeDecisionDialog } from "./DisputeDecisionDialog";

const PAGE_SIZE = 25;

const VIEWS = ["all", "disputes"] as const;
const VIEW_LABELS = { all: "All bookings", disputes: m.disputesTab } as const;

const DISPUTE_OUTCOMES = { upheld: "Upheld: the mark stands", reversed: "Reversed: refunded" } as const;

/** The learner's "I was there": when, their note, and the operator's outcome once decided. */
function DisputeCell({ dispute }: { dispute: NonNullable<AdminBooking["dispute"]> }) {
  return (
    <div className="flex max-w-xs flex-col gap-0.5">
      {dispute.markedAt ? <span>Marked absent {formatSessionTime(dispute.markedAt)}</span> : null}
      <span>
        Disputed <time dateTime={dispute.at}>{formatSessionTime(dispute.at)}</time>
      </span>
      <q className="break-words whitespace-pre-line text-fg">{dispute.note}</q>
      {dispute.outcome ? (
        <span className="text-xs">
          {DISPUTE_OUTCOMES[dispute.outcome]}
          {dispute.resolvedBy ? ` by ${dispute.resolvedBy.email}` : ""}
        </span>
      ) : (
        <span className="text-xs font-semibold text-fg">Waiting for a decision</span>
      )}
    </div>
  );
}

function useColumns(
  onCancel: (booking: AdminBooking) => void,
  onDecide: (booking: AdminBooking, decision: DisputeDecision) => void,
) {
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
        id: "dispute",
        header: "No-show dispute",
        cell: ({ row: { original: booking } }) =>
          booking.dispute ? <DisputeCell dispute={booking.dispute} /> : null,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: booking } }) => {
          const of = `${booking.title} of ${booking.learner.email} on ${formatSessionTime(booking.start)}`;
          if (booking.dispute && !booking.dispute.outcome)
            return (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Uphold the no-show: ${of}`}
                  onClick={() => onDecide(booking, "uphold")}
                >
                  Uphold
                </button>
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Reverse the no-show: ${of}`}
                  onClick={() => onDecide(booking, "reverse")}
                >
                  Reverse
                </button>
              </div>
            );
          return booking.cancellable ? (
            <button
              type="button"
              className={smallButton}
              aria-label={`Cancel ${of}`}
              onClick={() => onCancel(booking)}
            >
              Cancel
            </button>
          ) : null;
        },
      }),
    ]);
  }, [onCancel, onDecide]);
}

/**
 * `/admin/bookings`: every live session booked, filtered and paged, each confirmed one cancellable;
 * and the queue of disputed no-shows (the oldest dispute first), each upheld or reversed.
 */
export function BookingsPage() {
  const { filters, page, update } = useBookingParams();
  const list = useAdminListBookingsQuery(bookingsQuery(filters, page, PAGE_SIZE));
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [deciding, setDeciding] = useState<{ booking: AdminBooking; decision: DisputeDecision } | null>(null);
  const decide = useCallback(
    (booking: AdminBooking, decision: DisputeDecision) => setDeciding({ booking, decision }),
    [],
  );
  const columns = useColumns(setCancelling, decide);
  const disputes = filters.dispute === "open";

  return (
    <section>
      <PageTitle title="Bookings" />
      <div className="mb-4">
        <StatusToggles
          options={VIEWS}
          value={disputes ? "disputes" : "all"}
          label={(view) => VIEW_LABELS[view]}
          onChange={(view) => update({ dispute: view === "disputes" ? "open" : "" })}
        />
      </div>
      <BookingFilterBar filters={filters} onChange={(change) => update(change, "q" in change)} />
      <ListResults
        list={list}
        failure={m.loadFailed}
        caption={
          disputes
            ? "Disputed no-shows waiting for a decision, the oldest dispute first"
            : "Bookings: upcoming sessions first, then past ones"
        }
        columns={columns}
        rowId={(booking) => booking._id}
        empty={disputes ? m.noDisputes : m.noBookings}
        onPage={(next) => update({ page: next })}
      />
      {cancelling ? (
        <CancelBookingDialog booking={cancelling} open onClose={() => setCancelling(null)} />
      ) : null}
      {deciding ? (
        <DisputeDecisionDialog
          booking={deciding.booking}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
