import { useEffect, useState } from "react";

/**
 * The current time (epoch ms), read again every `everyMs`: a component that shows something
 * time-dependent (a button that opens at a given moment) re-renders as the time passes. Tests move
 * it with fake timers (`Date` and `setInterval`).
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The clock starts once the page is on screen, which can be a while after the first render on
    // a busy phone: a time read then that is already a tick old is read again now.
    setNow((rendered) => (Date.now() - rendered >= everyMs ? Date.now() : rendered));
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
