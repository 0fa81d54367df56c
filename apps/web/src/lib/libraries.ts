/**
 * The door to the libraries' chunk (the router and the store; vite.config.ts puts this module in
 * it): main.tsx imports it to have that chunk evaluated in a task of its own, after React's and
 * before the app's modules (docs/decisions/009-web-start-up-path.md).
 */
export { setupListeners } from "@reduxjs/toolkit/query";
export { BrowserRouter } from "react-router";
