import { useEffect, useRef } from "react";

/** Runs `action` once, `ms` after `active` turns true; cancelled if the component goes away first. */
export function useDelayedAction(active: boolean, ms: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
