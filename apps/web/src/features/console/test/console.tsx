import { type EditorRow, messages, TOKEN_STORAGE_KEY } from "@clutch/contract";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { vi } from "vitest";
import type { AppDispatch } from "../../../hooks/store";
import { fakeNetwork, ok } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { Console, prepareConsole } from "../components/Console";
import { writeConsoleSession } from "../lib/console-session";

export const SESSION = "console-session-1";

/** `GET /api/admin/me` for an operator whose second factor stands at `state`. */
export function me(state: "none" | "pending" | "active" = "active", verified = state === "active") {
  return ok({
    success: true,
    user: { _id: "op-1", email: "ops@clutch.test", name: "Ops", roles: ["admin"] },
    secondFactor: { state, verified, recoveryCodesLeft: state === "active" ? 10 : 0 },
  });
}

export function row(overrides: Partial<EditorRow> = {}): EditorRow {
  return {
    _id: "game-1",
    name: "Valorant",
    platform: "PC",
    price: null,
    isApproved: true,
    disabled: false,
    deletedAt: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export function page(rows: EditorRow[], meta: Partial<{ total: number; page: number; limit: number }> = {}) {
  return ok({ success: true, data: rows, meta: { total: rows.length, page: 1, limit: 25, ...meta } });
}

export const refusal = (code: string, message: string, errors?: { path: string; message: string }[]) => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

export const secondFactorRequired = refusal("SECOND_FACTOR_REQUIRED", messages.admin.secondFactorRequired);

/** The answer to the sidebar's new-message count (asked for on every page): `waiting` new messages. */
export const inboxCount = (waiting: number) => () =>
  ok({
    success: true,
    data: [],
    meta: { total: waiting, page: 1, limit: 1 },
    counts: { new: waiting, answered: 0, closed: 0 },
  });

/** `fakeNetwork` with the answers every console page needs besides its own (the sidebar's inbox count). */
export const consoleNetwork = (handlers: Parameters<typeof fakeNetwork>[0]) =>
  fakeNetwork({ adminListMessages: inboxCount(0), ...handlers });

type ConsoleOptions = {
  signedIn?: boolean;
  session?: string | null;
  onSignIn?: () => void;
  /** The site opened on the console: what it asks for before its first render (`prepareConsole`). */
  openedOn?: boolean;
};

/**
 * The console at `path` as the app mounts it (under `/admin/*`), for a signed-in operator (a token
 * stored) holding a console session, unless told otherwise. Test files forget the session after
 * each test (`afterEach(forgetConsoleSession)`): the page and its storage outlive a test.
 */
export function renderConsole(
  path: string,
  { signedIn = true, session = SESSION, onSignIn = vi.fn(), openedOn = false }: ConsoleOptions = {},
) {
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, "operator-token");
  if (session) writeConsoleSession(session);
  const address = new URL(path, "http://localhost");
  const opening = (dispatch: AppDispatch) => prepareConsole(dispatch, signedIn, address);
  const view = renderWithStore(
    <Routes>
      <Route path="/admin/*" element={<Console signedIn={signedIn} onSignIn={onSignIn} />} />
      <Route path="*" element={<p>Somewhere else</p>} />
    </Routes>,
    { path, actions: openedOn ? [opening] : [] },
  );
  return { ...view, onSignIn, currentPath: () => screen.getByTestId("current-path").textContent };
}
