/**
 * Plain lists of the operators' console and the coaches' workspace, free of zod (as constants.ts
 * is for every page): a part's first screen reads them, and loads zod and the schemas only with a
 * form or a page that parses something.
 *
 * The index does not export this module (nor coach-workspace-messages.ts) itself: admin-catalogue.ts
 * (and coach-workspace.ts) pass them on. The web build puts every zod-free module the index
 * exports into the chunk every page starts with (apps/web/vite.config.ts, `startUpChunks`); these
 * belong to the two parts only.
 */

/** The kinds the console manages, as they appear in its paths (`/api/admin/<kind>`). */
export const EDITOR_KINDS = ["games", "coaches", "courses", "guides", "packages", "team-plans"] as const;
export type EditorKind = (typeof EDITOR_KINDS)[number];

/** The kinds that are approved before the public sees them (the others are only disabled or not). */
export const APPROVABLE_KINDS = ["games", "courses", "guides"] as const satisfies readonly EditorKind[];

/** Words the console uses for each kind. */
export const EDITOR_LABELS: Record<EditorKind, { one: string; many: string }> = {
  games: { one: "game", many: "Games" },
  coaches: { one: "coach", many: "Coaches" },
  courses: { one: "course", many: "Courses" },
  guides: { one: "guide", many: "Guides" },
  packages: { one: "subscription package", many: "Subscription packages" },
  "team-plans": { one: "team plan", many: "Team plans" },
};

export const EDITOR_STATUSES = ["all", "live", "pending", "disabled", "deleted"] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];

/** What a purchase is of. */
const PURCHASABLE_KINDS = ["course", "guide"] as const;
export type PurchasableKind = (typeof PURCHASABLE_KINDS)[number];

/** What an order can be for: a course, a guide, or a live session (the item's `_id` is the booking's). */
export const ORDER_KINDS = [...PURCHASABLE_KINDS, "session"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Every state an order is stored in (docs/decisions/016-payments.md has who moves it where):
 * being created, payable, failed or expired unpaid, paid, a refund asked for, refunded; and two
 * final states that wait for a person — paid with another amount than the order's, and a refund
 * the provider cancelled.
 */
export const ORDER_STATES = [
  "CREATING",
  "ACTIVE",
  "FAILED",
  "EXPIRED",
  "PAID",
  "REFUND_PENDING",
  "REFUNDED",
  "REFUND_CANCELLED",
  "AMOUNT_MISMATCH",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const COACH_SESSION_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type CoachSessionView = (typeof COACH_SESSION_VIEWS)[number];
