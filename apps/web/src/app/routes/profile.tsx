import { RequireUser } from "../../features/auth/components/RequireUser";
import { MyBookings } from "../../features/live-sessions/components/MyBookings";
import { NoBookings } from "../../features/profile/components/NoBookings";
import { OwnedItemsTable } from "../../features/profile/components/OwnedItemsTable";
import { ProfileDetails } from "../../features/profile/components/ProfileDetails";
import { ProfileShell } from "../../features/profile/components/ProfileShell";
import { useAppDispatch } from "../../hooks/store";
import { openModal } from "../../lib/modals";

/*
 * The account pages (docs/product.md#routes): signed-in users only; the app layer joins the auth,
 * profile and live-sessions features.
 */

export function ProfileRoute() {
  const dispatch = useAppDispatch();
  return (
    <RequireUser>
      {(user) => (
        <ProfileShell title="Profile">
          <ProfileDetails
            user={user}
            onChangePassword={() => dispatch(openModal("changePassword"))}
            onUpdatePreferences={() => dispatch(openModal("additionalInformation"))}
          />
        </ProfileShell>
      )}
    </RequireUser>
  );
}

export function ProfileCoursesRoute() {
  return (
    <RequireUser>
      {(user) => (
        <ProfileShell title="My Courses">
          <OwnedItemsTable kind="course" items={user.courses} />
        </ProfileShell>
      )}
    </RequireUser>
  );
}

export function ProfileGuidesRoute() {
  return (
    <RequireUser>
      {(user) => (
        <ProfileShell title="My Guides">
          <OwnedItemsTable kind="guide" items={user.guides} />
        </ProfileShell>
      )}
    </RequireUser>
  );
}

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
