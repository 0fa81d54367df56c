/** The live-session rules' numbers (docs/product.md#live-sessions). Free of zod, so the web app reads them at no cost. */

/** A slot is held this long for its payment (its order expires with it). */
export const HOLD_MINUTES = 15;
/** Slots closer than this are never offered or accepted. */
export const BOOKING_LEAD_HOURS = 2;
/** Cancelling or moving a session is possible until this long before it starts. */
export const CANCEL_NOTICE_HOURS = 24;
/** The longest range one availability call covers, and the default one. */
export const AVAILABILITY_MAX_DAYS = 31;
export const AVAILABILITY_DEFAULT_DAYS = 14;
/** The learner's "What do you want to work on?" when booking: at most this many characters. */
export const BOOKING_NOTES_MAX = 1000;
/** Slots start on this grid inside a coach's available hours. */
export const SLOT_STEP_MINUTES = 30;
