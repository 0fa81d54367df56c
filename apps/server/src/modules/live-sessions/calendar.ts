import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block } from "timezones-ical-library";

export interface CalendarSession {
  id: string;
  title: string;
  coachName: string;
  start: Date;
  end: Date;
  /** The coach's IANA zone: the event is written in it, with its VTIMEZONE. */
  timeZone: string;
  topicsCovered: string[];
  /** Bumped when the session moves, so calendars replace the old event. */
  sequence: number;
  cancelled?: boolean;
  /** Where the session is managed (the learner's sessions, or the coach's workspace). */
  url: string;
  host: string;
  /** The session's meeting room: the event's LOCATION and URL (the manage link then goes in the description). */
  meetingUrl?: string | null;
  /** More lines for the description (the coach's copy: the learner and their notes). */
  details?: string[];
}

/** An instant as the wall-clock time of `timeZone` (ical-generator writes a plain Date's process-local time). */
const inZone = (date: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone);

/**
 * The session as an RFC 5545 calendar: one VEVENT whose DTSTART/DTEND carry the coach's zone
 * (`TZID`, with that zone's VTIMEZONE rules); DTSTAMP in UTC. A cancelled session gives the same
 * UID with METHOD:CANCEL and STATUS:CANCELLED, so calendars remove the event.
 */
export function sessionCalendar(session: CalendarSession): string {
  const calendar = ical({
    prodId: { company: "Clutch Academy", product: "Live sessions", language: "EN" },
    method: session.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  // No calendar-wide zone (ical-generator would write DTSTAMP in it, without the UTC "Z"): only the
  // generator, which adds the VTIMEZONE of the event's zone.
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  calendar.createEvent({
    id: `${session.id}@${session.host}`,
    sequence: session.sequence,
    start: inZone(session.start, session.timeZone),
    end: inZone(session.end, session.timeZone),
    timezone: session.timeZone,
    stamp: new Date(),
    summary: `${session.title} with ${session.coachName}`,
    description: [
      `Live coaching with ${session.coachName}: ${session.title}.`,
      session.topicsCovered.length ? `Topics: ${session.topicsCovered.join("; ")}.` : "",
      ...(session.details ?? []),
      session.meetingUrl ? `Join the session: ${session.meetingUrl}` : "",
      `Manage the session: ${session.url}`,
    ]
      .filter(Boolean)
      .join("\n"),
    ...(session.meetingUrl ? { location: session.meetingUrl } : {}),
    url: session.meetingUrl ?? session.url,
    status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
