import {
  BOOKING_LEAD_HOURS,
  BUFFER_MAX_MINUTES,
  DAILY_CAP_MAX,
  MIN_NOTICE_MAX_HOURS,
  NO_SHOW_AFTER_MINUTES,
  PRACTISE_POINT_MAX,
  SUMMARY_PRACTISE_MAX,
  SUMMARY_TEXT_MAX,
  TIME_OFF_MAX_DAYS,
} from "./live-session-rules";

/**
 * The sentences of the coaches' workspace, said the same in the browser and by the server. Free of
 * zod, so the workspace's first screen reads them without loading the schemas.
 */
export const coachWorkspaceMessages = {
  forbidden: "This account does not run a coach profile.",
  profileClosed:
    "This coach profile is disabled or deleted, so its workspace is closed. Contact the Clutch Academy team.",
  timeZone: "Choose a time zone from the list",
  meetingUrl: "Enter your meeting link as an https:// address, or leave it empty",
  minNotice: `Minimum notice is ${BOOKING_LEAD_HOURS} to ${MIN_NOTICE_MAX_HOURS} hours`,
  buffer: `The buffer is 0 to ${BUFFER_MAX_MINUTES} minutes`,
  dailyCap: `The daily cap is 1 to ${DAILY_CAP_MAX} sessions, or none`,
  day: "Give a day as YYYY-MM-DD",
  dayOrder: "The last day must not be before the first day",
  timeOffTooLong: `One time-off entry covers at most ${TIME_OFF_MAX_DAYS} days`,
  timeOffPast: "Time off must end today or later",
  noteTooLong: "Keep the note under 200 characters",
  timeOffNotFound: "Time off not found",
  sessionTypeNotFound: "Session type not found",
  sessionNotFound: "Session not found",
  summaryText: "Write a short summary of the session",
  summaryTooLong: `Keep the summary under ${SUMMARY_TEXT_MAX} characters`,
  practiseTooMany: `At most ${SUMMARY_PRACTISE_MAX} points to practise`,
  practisePoint: `Each point is 1 to ${PRACTISE_POINT_MAX} characters`,
  summaryNeedsCompleted: "A summary can be written for a completed session only.",
  notStarted: "The outcome can be marked once the session has started.",
  alreadyMarked: "This session's outcome is already recorded.",
  noShowTooEarly: `A learner can be marked absent from ${NO_SHOW_AFTER_MINUTES} minutes after the start; wait for them until then.`,
  notConfirmed: "Only an upcoming or running confirmed session can be cancelled.",
  reason: "Please tell the learner why the session is cancelled",
  reasonTooLong: "Keep the reason under 500 characters",
  /** The workspace's own texts. */
  hoursSaved: "Your hours are saved. The booking page shows them now.",
  outsideHours:
    "These booked sessions are outside your new hours. They stand as booked; cancel one only if you cannot keep it.",
  timeOffClashes:
    "You have sessions booked in this time off. They stand as booked; cancel one only if you cannot keep it.",
  settingsSaved: "Your settings are saved.",
  cancelConfirm: "Cancel this session? The learner is refunded in full and e-mailed a link to book again.",
  cancelled: "Session cancelled. The learner is refunded in full.",
  outcomeSaved: "Session marked.",
  summarySaved: "Summary saved and e-mailed to the learner.",
  loadFailed: "This part of the workspace could not be loaded. Please try again.",
} as const;
