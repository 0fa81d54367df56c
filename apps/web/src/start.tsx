/**
 * Starts the app (loaded by main.tsx after the first paint): the first page's code, then the first
 * render.
 */
import { HYDRATE_ATTRIBUTE, isPartPath, PAGE_DATA_ELEMENT_ID } from "@clutch/contract";
import { StrictMode, startTransition } from "react";
import { App, store } from "./app";
import { preloadPage } from "./app/router";
import { askForSession } from "./features/auth/hooks/use-session-bootstrap";
import { watchFirstInteraction } from "./lib/animation";
import { api } from "./lib/api";
import { pendingPageLoads, whenFirstPageShown } from "./lib/page-loading";
import { createRoot, hydrateRoot } from "./lib/react-client";

/**
 * A page the server rendered (home, a browse or product page) carries the API answers it was built
 * from: into the API cache before the first render, a task after its code is in and a task an
 * answer (evaluating that code and filling the cache were one long task together). Its code loads
 * only on such pages, alongside the page's own.
 */
async function seedFromServerPage(): Promise<void> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return;
  try {
    const { seedCatalogueFromPage } = await import("./features/catalogue/page-data");
    await nextTask();
    await seedCatalogueFromPage(store.dispatch, element.textContent, nextTask);
  } catch {
    // Without it the page fetches the item itself.
  }
  element.remove();
}

const container = document.getElementById("root");
if (!container) throw new Error('The page has no element with id "root".');

/** A later task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the first render of the console or the workspace waits for the answers asked for on the way in. */
const ARRIVAL_ANSWERS_WAIT_MS = 2000;

/**
 * The answers and the code asked for on the way in (the session's user, a part's own calls and its
 * page's code: `PreparePage`), or the wait's end. A first render that mounts components reading the
 * store, split into short tasks, is redone at once in one long task when an answer lands in the
 * store meanwhile (React's check against torn external stores; docs/decisions/046). A page whose
 * code is still on its way is drawn as its loading state first, and React shows the page itself no
 * sooner than 300 ms after that (its throttle of Suspense boundaries' reveals; decision 048). The
 * console's and the workspace's frame from the server shows their heading and "Loading..." until
 * those answers, as their first render would: there waiting costs no paint.
 */
async function arrivalAnswers(): Promise<void> {
  const running = store.dispatch(api.util.getRunningQueriesThunk());
  const waited = new Promise((resolve) => setTimeout(resolve, ARRIVAL_ANSWERS_WAIT_MS));
  await Promise.race([Promise.allSettled([...running, ...pendingPageLoads()]), waited]);
}

/**
 * Each step in a task of its own, after the one that evaluated the app's modules: on a phone's CPU,
 * evaluating, matching the route, reading the page's data and creating the root in one go was one
 * long task, and each pair of them still was one (docs/decisions/055-start-up-in-short-tasks.md).
 */
async function startApp(root: HTMLElement): Promise<void> {
  // The first page's code starts loading first; the first render waits for it (one render of the
  // real page, not the fallback and then the page) and runs as a transition, so React yields to
  // the browser while it renders instead of blocking the main thread in one long task.
  askForSession(store.dispatch, store.getState());
  const page = preloadPage(window.location.pathname, store);
  await nextTask();
  const seeded = seedFromServerPage();
  const ready = Promise.all([page, seeded]);
  // Dialogs and page changes animate once the visitor has interacted.
  watchFirstInteraction();
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasAttribute(HYDRATE_ATTRIBUTE)) {
    // The server's markup is the app's first render (`/`, a browse or product page): React adopts
    // it, with no markup replaced and nothing laid out again. Its controls take no input until the
    // page is in (lib/hold-input.ts, from the entry script).
    await ready;
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    await whenFirstPageShown();
    root.removeAttribute(HYDRATE_ATTRIBUTE);
    return;
  }
  const reactRoot = createRoot(root);
  await ready;
  if (isPartPath(window.location.pathname)) await arrivalAnswers();
  startTransition(() => reactRoot.render(app));
}

void nextTask().then(() => startApp(container));
