/**
 * The door to the libraries' chunk (React, the router, the store; vite.config.ts puts this module in
 * it): main.tsx imports it to have that chunk evaluated on its own, a task before the app's modules
 * (docs/decisions/009-web-start-up-path.md).
 */
export { createRoot, hydrateRoot } from "react-dom/client";
