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
/** A session's meeting room opens (the "Join" button turns active) this long before its start, until its end. */
export const JOIN_OPENS_MINUTES = 10;
/** A session the coach left unmarked is completed automatically this long after its end. */
export const AUTO_COMPLETE_HOURS = 48;
/** A coach's minimum notice: the platform's lead time at least, two weeks at most (hours). */
export const MIN_NOTICE_MAX_HOURS = 336;
/** A coach's buffer between sessions, in minutes. */
export const BUFFER_MAX_MINUTES = 60;
/** A coach's cap of sessions on one day (all session types together). */
export const DAILY_CAP_MAX = 24;
/** One time-off entry spans at most this many days. */
export const TIME_OFF_MAX_DAYS = 366;
/** The coach's summary after a session: its text, and its "what to practise" points. */
export const SUMMARY_TEXT_MAX = 4000;
export const SUMMARY_PRACTISE_MAX = 3;
export const PRACTISE_POINT_MAX = 200;
/** An invitation to run a coach profile is valid this long. */
export const INVITATION_VALID_DAYS = 7;
/** A coach can mark a learner absent (NO_SHOW) only this long after the start. */
export const NO_SHOW_AFTER_MINUTES = 15;
/** A learner marked absent can dispute it ("I was there") this long after the mark, once. */
export const NO_SHOW_DISPUTE_HOURS = 48;
/** The learner's note with a dispute: at most this many characters. */
export const DISPUTE_NOTE_MAX = 1000;
