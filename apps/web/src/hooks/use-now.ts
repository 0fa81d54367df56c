import { useEffect, useState } from "react";

/**
 * The current time (epoch ms), read again every `everyMs`: a component that shows something
 * time-dependent (a button that opens at a given moment) re-renders as the time passes. Tests move
 * it with fake timers (`Date` and `setInterval`).
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
