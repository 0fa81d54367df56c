import { RequireUser } from "../../features/auth/components/RequireUser";
import { openModal } from "../../features/modals/modalSlice";
import { Bookings } from "../../features/profile/components/Bookings";
import { OwnedItemsTable } from "../../features/profile/components/OwnedItemsTable";
import { ProfileDetails } from "../../features/profile/components/ProfileDetails";
import { ProfileShell } from "../../features/profile/components/ProfileShell";
import { useAppDispatch } from "../hooks";

/* The account pages (SPEC §2): signed-in users only; the app layer joins the auth and profile features. */

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
          <Bookings />
        </ProfileShell>
      )}
    </RequireUser>
  );
}
