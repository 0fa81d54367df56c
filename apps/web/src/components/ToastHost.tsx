import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastDemand, toastsWanted } from "../lib/toast";

const Toasts = lazy(() => import("./Toasts"));

/** Mounts the two toast containers the first time any toast is raised (see lib/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
