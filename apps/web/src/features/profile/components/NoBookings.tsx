import { messages, paths } from "@clutch/contract";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { EmptyState } from "./EmptyState";

/** /profile/bookings without any booking (docs/product.md#routes): it points to the coaches. */
export function NoBookings() {
  return (
    <EmptyState message={messages.liveSessions.noBookings}>
      <Link to={paths.coaches} className={buttonStyles.secondary}>
        Find a coach
      </Link>
    </EmptyState>
  );
}
