import { useEffect, useState } from "react";
import { isPageLoading, subscribePageLoading } from "../../lib/page-loading";

/**
 * A thin bar under the header while a lazily loaded page is on its way. It follows the loads with
 * state, not `useSyncExternalStore`: a load that settled while React was rendering the app in
 * short tasks made that render inconsistent with the store it read, and React drew the whole app
 * again in one long task (on a phone's CPU, a quarter of a second on the console's arrival). An
 * update of this state redraws the bar alone.
 */
export function NavigationProgress() {
  const [loading, setLoading] = useState(isPageLoading);
  useEffect(() => {
    const follow = () => setLoading(isPageLoading());
    follow();
    return subscribePageLoading(follow);
  }, []);
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-400/15"
    >
      <div className="h-full w-2/5 animate-progress bg-linear-to-r from-brand-300 via-violet-400 to-highlight-400" />
    </div>
  );
}
