import type { ComponentType, ReactNode } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { RootError } from "./routes/root";
import type { AppStore } from "./store";

/**
 * The app under a router: the browser's (`App`), or one at a fixed URL when the server renders a
 * page the browser then takes over (prerender/browse-shell.tsx). The routes (declarative mode,
 * app/router.tsx) and the last-resort error page.
 */
export function AppTree({
  store,
  Router,
}: {
  store: AppStore;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <AppProvider store={store}>
      <Router>
        <ErrorBoundary fallback={(error) => <RootError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
    </AppProvider>
  );
}
