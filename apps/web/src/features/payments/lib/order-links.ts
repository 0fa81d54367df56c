import { type OrderItem, paths } from "@clutch/contract";

type Link = { to: string; label: string };

/** How the payment pages speak of what an order is for, and where they lead afterwards. */
export type OrderItemText = {
  /** "Course", "Guide", "Live session". */
  label: string;
  /** In a sentence: "course", "guide", "live session". */
  noun: string;
  /** The item's own page (a live session has none of its own: the bookings list). */
  item: Link;
  /** The profile list it shows up in once paid; null when that is `item` already. */
  profile: Link | null;
};

export function orderItemText(item: OrderItem): OrderItemText {
  switch (item.kind) {
    case "course":
      return {
        label: "Course",
        noun: "course",
        item: { to: paths.course(item._id), label: "Go to the course" },
        profile: { to: paths.profileCourses, label: "My courses" },
      };
    case "guide":
      return {
        label: "Guide",
        noun: "guide",
        item: { to: paths.guide(item._id), label: "Go to the guide" },
        profile: { to: paths.profileGuides, label: "My guides" },
      };
    default:
      // A live session: its `_id` is the booking's, listed under the profile's bookings.
      return {
        label: "Live session",
        noun: "live session",
        item: { to: paths.profileBookings, label: "My bookings" },
        profile: null,
      };
  }
}
