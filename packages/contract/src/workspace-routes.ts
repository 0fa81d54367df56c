import type { ApiRoute } from "./api-routes";

/**
 * The coach workspace's endpoints, every path under `/api/coach-workspace/` (see `ApiAuth`).
 * Passed on by `coach-workspace.ts`, not by the contract's index: only the workspace's part of the
 * web app loads them.
 */
export const workspaceRoutes = {
  coachProfile: { method: "GET", path: "/api/coach-workspace/profile", auth: "coach" },
  coachUpdateSettings: { method: "PUT", path: "/api/coach-workspace/settings", auth: "coach" },
  coachHours: { method: "GET", path: "/api/coach-workspace/hours", auth: "coach" },
  coachUpdateHours: { method: "PUT", path: "/api/coach-workspace/hours", auth: "coach" },
  coachListTimeOff: { method: "GET", path: "/api/coach-workspace/time-off", auth: "coach" },
  coachAddTimeOff: { method: "POST", path: "/api/coach-workspace/time-off", auth: "coach" },
  coachDeleteTimeOff: { method: "DELETE", path: "/api/coach-workspace/time-off/:id", auth: "coach" },
  coachListSessionTypes: { method: "GET", path: "/api/coach-workspace/session-types", auth: "coach" },
  coachCreateSessionType: { method: "POST", path: "/api/coach-workspace/session-types", auth: "coach" },
  coachUpdateSessionType: { method: "PUT", path: "/api/coach-workspace/session-types/:id", auth: "coach" },
  coachRetireSessionType: {
    method: "POST",
    path: "/api/coach-workspace/session-types/:id/retire",
    auth: "coach",
  },
  coachListSessions: { method: "GET", path: "/api/coach-workspace/sessions", auth: "coach" },
  coachSessionOutcome: { method: "POST", path: "/api/coach-workspace/sessions/:id/outcome", auth: "coach" },
  coachSessionSummary: { method: "PUT", path: "/api/coach-workspace/sessions/:id/summary", auth: "coach" },
  coachCancelSession: { method: "POST", path: "/api/coach-workspace/sessions/:id/cancel", auth: "coach" },
  coachSessionCalendar: {
    method: "GET",
    path: "/api/coach-workspace/sessions/:id/calendar.ics",
    auth: "coach",
  },
  coachEarnings: { method: "GET", path: "/api/coach-workspace/earnings", auth: "coach" },
  coachExportEarnings: { method: "GET", path: "/api/coach-workspace/earnings/export", auth: "coach" },
} as const satisfies Record<string, ApiRoute>;
