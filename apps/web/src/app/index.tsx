import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { RootError } from "./routes/root";
import { store } from "./store";

/** The app: the store, the router (declarative mode, app/router.tsx) and the last-resort error page. */
export function App() {
  return (
    <AppProvider store={store}>
      <BrowserRouter>
        <ErrorBoundary fallback={(error) => <RootError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
