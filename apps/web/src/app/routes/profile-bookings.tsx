import { RequireUser } from "../../features/auth/components/RequireUser";
import { MyBookings } from "../../features/live-sessions/components/MyBookings";
import { NoBookings } from "../../features/profile/components/NoBookings";
import { ProfileShell } from "../../features/profile/components/ProfileShell";

/* My Bookings (docs/product.md#routes), lazily loaded by the router. */

export function ProfileBookingsRoute() {
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
