import { useSyncExternalStore } from "react";
import { isPageLoading, subscribePageLoading } from "../../lib/page-loading";

/** A thin bar under the header while a lazily loaded page is on its way. */
export function NavigationProgress() {
  const loading = useSyncExternalStore(subscribePageLoading, isPageLoading, () => false);
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
