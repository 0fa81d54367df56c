import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { type AppStore, createAppStore } from "../app/store";
import { AppTree } from "../app/tree";

/**
 * The app's first render at `url` from `store`, as HTML: what the browser's app draws first there
 * and then takes over (docs/decisions/039). The page's code must be loaded (`renderer.ready`).
 */
export function renderAppAt(url: string, store: AppStore = createAppStore()): string {
  return renderToString(
    <AppTree
      store={store}
      Router={({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
    />,
  );
}
