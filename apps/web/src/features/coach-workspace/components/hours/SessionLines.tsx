import type { CoachSession } from "@clutch/contract";
import { sessionWhen } from "../sessions/session-labels";

/** Booked sessions named in a notice (outside the new hours, inside new time off). */
export function SessionLines({ sessions }: { sessions: CoachSession[] }) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {sessions.map((session) => (
        <li key={session._id}>
          {sessionWhen(session)}: {session.title} with {session.learner.name || session.learner.email}
        </li>
      ))}
    </ul>
  );
}
