import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
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
  url: string;
  host: string;
}

/** The session as an RFC 5545 calendar (one VEVENT in the coach's zone, with that zone's rules). */
export function sessionCalendar(session: CalendarSession): string {
  const calendar = ical({
    prodId: { company: "Clutch Academy", product: "Live sessions", language: "EN" },
    method: session.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: session.timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  calendar.createEvent({
    id: `${session.id}@${session.host}`,
    sequence: session.sequence,
    start: session.start,
    end: session.end,
    timezone: session.timeZone,
    stamp: new Date(),
    summary: `${session.title} with ${session.coachName}`,
    description: [
      `Live coaching with ${session.coachName}: ${session.title}.`,
      session.topicsCovered.length ? `Topics: ${session.topicsCovered.join("; ")}.` : "",
      `Manage the session: ${session.url}`,
    ]
      .filter(Boolean)
      .join("\n"),
    url: session.url,
    status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
