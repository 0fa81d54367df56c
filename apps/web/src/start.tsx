/**
 * Starts the app (loaded by main.tsx after the first paint): the first page's code, then the first
 * render.
 */
import { PAGE_DATA_ELEMENT_ID } from "@clutch/contract";
import { StrictMode, startTransition } from "react";
import { App } from "./app";
import { preloadPage } from "./app/router";
import { store } from "./app/store";
import { watchFirstInteraction } from "./lib/animation";
import { createRoot } from "./lib/libraries";

/**
 * A page the server rendered (a product page) carries the API answer it was built from: into the
 * API cache before the first render. Its code loads only on such pages, alongside the page's own.
 */
async function seedFromServerPage(): Promise<void> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return;
  try {
    const { seedCatalogueFromPage } = await import("./features/catalogue/page-data");
    seedCatalogueFromPage(store.dispatch, element.textContent);
  } catch {
    // Without it the page fetches the item itself.
  }
  element.remove();
}

const container = document.getElementById("root");
if (!container) throw new Error('The page has no element with id "root".');

// The first page's code starts loading at once; the first render waits for it (one render of the
// real page, not the fallback and then the page) and runs as a transition, so React yields to the
// browser while it renders instead of blocking the main thread in one long task.
const firstPage = preloadPage(window.location.pathname);
// Dialogs and page changes animate once the visitor has interacted.
watchFirstInteraction();
const root = createRoot(container);
void Promise.all([firstPage, seedFromServerPage()]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
