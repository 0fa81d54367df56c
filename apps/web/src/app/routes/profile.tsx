import { PlaceholderPage } from "../../components/PlaceholderPage";

/* The profile area (SPEC §2); each page is built in a later issue. */

export function ProfileRoute() {
  return <PlaceholderPage eyebrow="Your account" title="Profile" />;
}

export function ProfileCoursesRoute() {
  return <PlaceholderPage eyebrow="Your account" title="My Courses" />;
}

export function ProfileGuidesRoute() {
  return <PlaceholderPage eyebrow="Your account" title="My Guides" />;
}

export function ProfileBookingsRoute() {
  return <PlaceholderPage eyebrow="Your account" title="My Bookings" />;
}
