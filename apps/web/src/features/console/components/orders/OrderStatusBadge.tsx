import type { OrderState } from "@clutch/contract";
import { ORDER_STATE_LABELS, orderTone } from "../../lib/order-labels";

/** An order's state as a small badge. */
export function OrderStatusBadge({ status }: { status: OrderState }) {
  return (
    <span
      className={`inline-block rounded-chip border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${orderTone(status)}`}
    >
      {ORDER_STATE_LABELS[status]}
    </span>
  );
}
