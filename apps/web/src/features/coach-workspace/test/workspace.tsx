import { type CoachProfile, type CoachSession, TOKEN_STORAGE_KEY } from "@clutch/contract";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { vi } from "vitest";
import type { AppDispatch } from "../../../hooks/store";
import { ok } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { CoachWorkspace, prepareWorkspace } from "../components/CoachWorkspace";

export const coach: CoachProfile = {
  _id: "coach-1",
  name: "Riya Sen",
  headerImage: "",
  timeZone: "Asia/Kolkata",
  meetingUrl: null,
  minNoticeHours: 2,
  bufferMinutes: 0,
  dailyCap: null,
};

/** `GET /api/coach-workspace/profile` for the coach above (with `changes`). */
export const profile =
  (changes: Partial<CoachProfile> = {}) =>
  () =>
    ok({ success: true, data: { ...coach, ...changes } });

export function session(overrides: Partial<CoachSession> = {}): CoachSession {
  return {
    _id: "booking-1",
    sessionTypeId: "type-1",
    title: "Aim training",
    level: "Beginner",
    price: 1500,
    topicsCovered: ["Crosshair placement", "Flicks"],
    start: "2026-03-10T13:30:00.000Z",
    end: "2026-03-10T14:30:00.000Z",
    timeZone: "Asia/Kolkata",
    learner: { name: "Lee Park", email: "lee@example.com" },
    notes: "My spray control falls apart after five bullets.",
    state: "CONFIRMED",
    cancelledBy: null,
    outcomeDue: false,
    noShowFrom: "2026-03-10T13:45:00.000Z",
    outcomeBy: null,
    meetingUrl: "https://meet.clutch.test/room-abc",
    joinableFrom: "2026-03-10T13:20:00.000Z",
    summary: null,
    ...overrides,
  };
}

export const sessionPage = (sessions: CoachSession[]) => () =>
  ok({ success: true, data: sessions, meta: { total: sessions.length, page: 1, limit: 25 } });

export const refusal = (code: string, message: string, errors?: { path: string; message: string }[]) => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

/**
 * The workspace at `path` as the app mounts it (under `/coach/*`), for a signed-in account unless
 * told otherwise; `openedOn`: the site opened on it, and asked for what it needs before its first
 * render (`prepareWorkspace`).
 */
export function renderWorkspace(
  path: string,
  { signedIn = true, onSignIn = vi.fn(), openedOn = false } = {},
) {
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, "coach-token");
  const address = new URL(path, "http://localhost");
  const opening = (dispatch: AppDispatch) => prepareWorkspace(dispatch, signedIn, address);
  const view = renderWithStore(
    <Routes>
      <Route path="/coach/*" element={<CoachWorkspace signedIn={signedIn} onSignIn={onSignIn} />} />
    </Routes>,
    { path, actions: openedOn ? [opening] : [] },
  );
  return { ...view, onSignIn, currentPath: () => screen.getByTestId("current-path").textContent };
}
