import { BrowserRouter, setupListeners } from "../lib/libraries";
import { createAppStore } from "./store";
import { AppTree } from "./tree";

export const store = createAppStore();
setupListeners(store.dispatch);

/** The app in the browser: its store and the browser's history. */
export function App() {
  return <AppTree store={store} Router={BrowserRouter} />;
}
