import { selectToken } from "../../features/auth/authSlice";
import { RequireUser } from "../../features/auth/components/RequireUser";
import { MyBookings } from "../../features/live-sessions/components/MyBookings";
import { usePrefetchedBookings } from "../../features/live-sessions/hooks/use-prefetched-bookings";
import { NoBookings } from "../../features/profile/components/NoBookings";
import { ProfileShell } from "../../features/profile/components/ProfileShell";
import { useAppSelector } from "../../hooks/store";

/* My Bookings (docs/product.md#routes), lazily loaded by the router. */

export function ProfileBookingsRoute() {
  // A stored sign-in, not yet checked: the bookings are asked for beside the account check.
  usePrefetchedBookings(useAppSelector(selectToken) !== null);
  return (
    <RequireUser>
      {() => (
        <ProfileShell title="My Bookings">
          <MyBookings empty={<NoBookings />} />
        </ProfileShell>
      )}
    </RequireUser>
  );
}
