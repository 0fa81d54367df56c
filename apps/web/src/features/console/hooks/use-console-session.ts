import { useSyncExternalStore } from "react";
import { CONSOLE_SESSION_EVENT, readConsoleSession } from "../lib/console-session";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSOLE_SESSION_EVENT, onChange);
  return () => window.removeEventListener(CONSOLE_SESSION_EVENT, onChange);
}

/** The stored console session, following every change (a code accepted, a session the API refused). */
export function useConsoleSession(): string | null {
  return useSyncExternalStore(subscribe, readConsoleSession, () => null);
}
