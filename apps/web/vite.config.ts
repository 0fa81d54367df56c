import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The API server (apps/server) behind `vite` and `vite preview`; `npm start` serves both on one
 * port instead. `API_PROXY_TARGET` points the proxy elsewhere (another port, a mock).
 */
const API_ORIGIN = process.env.API_PROXY_TARGET || "http://127.0.0.1:3000";
const proxied = { target: API_ORIGIN, changeOrigin: false };

/** node_modules packages that get a long-lived chunk of their own, split from the small app entry. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
  {
    name: "router",
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: "redux",
    test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
    priority: 40,
  },
  // Only forms and pages that parse something load zod (and the contract's schemas); the start-up
  // path uses the contract's plain data and functions (packages/contract/src/constants.ts).
  { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 40 },
];

/**
 * `vite build --ssr src/prerender/index.ts`: the server-side renderer of the first screens
 * (src/prerender), one self-contained module (React included) that the server imports at start.
 * It lives outside dist/, which is public.
 */
const ssrBuild = {
  build: {
    outDir: "dist-ssr",
    emptyOutDir: true,
    target: "node20",
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: "shell.js" } },
  },
  ssr: { noExternal: true, target: "node" },
  // React's CommonJS entries pick their development or production build at run time: bundle one.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": proxied, "/media": proxied, "/uploads": proxied },
  },
  // `vite preview` reuses server.proxy.
  preview: { host: "127.0.0.1", port: 4173 },
  ...(isSsrBuild
    ? ssrBuild
    : {
        build: {
          outDir: "dist",
          emptyOutDir: true,
          target: "es2022",
          sourcemap: false,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: vendorGroups },
            },
          },
        },
      }),
}));
