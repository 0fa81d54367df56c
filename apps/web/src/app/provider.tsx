import type { ReactNode } from "react";
import { Provider } from "react-redux";
import type { AppStore } from "./store";

type AppProviderProps = { store: AppStore; children: ReactNode };

/** Everything the app needs above the router: the Redux store. */
export function AppProvider({ store, children }: AppProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
