/**
 * The door to React's chunk (vite.config.ts puts this module in it): main.tsx imports it to have
 * React evaluated in a task of its own, before the libraries and the app's modules
 * (docs/decisions/009-web-start-up-path.md).
 */
export { createRoot, hydrateRoot } from "react-dom/client";
