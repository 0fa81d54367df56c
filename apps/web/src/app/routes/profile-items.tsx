import { RequireUser } from "../../features/auth/components/RequireUser";
import { OwnedItemsTable } from "../../features/profile/components/OwnedItemsTable";
import { ProfileShell } from "../../features/profile/components/ProfileShell";

/* My Courses and My Guides (docs/product.md#routes), lazily loaded by the router. */

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
