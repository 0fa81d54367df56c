import { RequireUser } from "../../features/auth/components/RequireUser";
import { ProfileDetails } from "../../features/profile/components/ProfileDetails";
import { ProfileShell } from "../../features/profile/components/ProfileShell";
import { useAppDispatch } from "../../hooks/store";
import { openModal } from "../../lib/modals";

/*
 * The account pages (docs/product.md#routes): signed-in users only; the app layer joins the auth,
 * profile and live-sessions features. One module per page, so each loads only its own code (the
 * owned-items tables need neither the details' forms nor the bookings' slot picker).
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
