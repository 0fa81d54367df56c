/**
 * Starts the app (loaded by main.tsx after the first paint): the router, then the first render.
 */
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createAppRouter, routerReady } from "./app/router";
import { loadMotionFeatures } from "./lib/motion";

const container = document.getElementById("root");
if (!container) throw new Error('The page has no element with id "root".');

// The router starts loading the first page's code at once; the first render waits for it (one
// render of the real page, not the fallback and then the page) and runs as a transition, so React
// yields to the browser while it renders instead of blocking the main thread in one long task.
const router = createAppRouter();
// Animation code (dialogs, page fades) loads after the visitor's first interaction.
void loadMotionFeatures();
const root = createRoot(container);
void routerReady(router).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
