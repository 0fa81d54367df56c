import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The API server (apps/server) behind `vite` and `vite preview`; `npm start` serves both on one
 * port instead. `API_PROXY_TARGET` points the proxy elsewhere (another port, a mock).
 */
const API_ORIGIN = process.env.API_PROXY_TARGET || "http://127.0.0.1:3000";
const proxied = { target: API_ORIGIN, changeOrigin: false };

/**
 * node_modules packages that get a long-lived chunk of their own, split from the small app entry:
 * what every page runs in two chunks, React (`react`) and the router and the store (`vendor`), and
 * zod for forms and schemas. src/lib/react-client.ts joins the first and src/lib/libraries.ts the
 * second: main.tsx imports them to evaluate each chunk in a task of its own before the app's modules.
 */
const REACT_CHUNK = "react";
const LIBRARIES_CHUNK = "vendor";
/** The app's own start-up code (startUpChunks). */
const START_CHUNK = "start";
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  {
    name: REACT_CHUNK,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-client\.ts$/,
    priority: 55,
  },
  {
    name: LIBRARIES_CHUNK,
    test: /[\\/]node_modules[\\/](react-router|@reduxjs|redux|react-redux|redux-thunk|reselect|immer|use-sync-external-store|@standard-schema)[\\/]|[\\/]src[\\/]lib[\\/]libraries\.ts$/,
    priority: 50,
  },
  // Only forms and pages that parse something load zod (and the contract's schemas); the start-up
  // path uses the contract's plain data and functions (packages/contract/src/constants.ts).
  { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 40 },
];

/** Modules that build zod schemas or hold the countries data; the contract's index re-exports them. */
const ZOD_OR_COUNTRIES = /[\\/]node_modules[\\/](zod|countries-list)[\\/]|[\\/]zod-browser\.ts$/;

/** The bundler's module graph, as a plugin's `this` shows it. */
type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/**
 * The modules `starts` import statically, themselves included, taking (and following) only those
 * `takes` accepts: by default every one, node_modules too.
 */
function staticClosure(
  graph: ModuleGraph,
  starts: readonly string[],
  takes: (id: string, imports: readonly string[]) => boolean = () => true,
): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || id.startsWith("\0")) continue;
    const imports = graph.getModuleInfo(id)?.importedIds ?? [];
    if (!takes(id, imports)) continue;
    found.add(id);
    pending.push(...imports);
  }
  return found;
}

/**
 * A chunk of exactly `members` (which a plugin fills once the module graph is known), not of what
 * they import as well.
 */
function chunkOf(name: string, members: ReadonlySet<string>, priority: number) {
  return { name, test: (id: string) => members.has(id), priority, includeDependenciesRecursively: false };
}

/**
 * The app's own code on the start-up path in as few chunks as it takes (docs/decisions/014): left
 * alone, the bundler gives every module that start.tsx shares with a lazily loaded page or dialog a
 * chunk of its own (icons, messages, the store's slices, ...), a dozen requests of a few hundred
 * bytes each, their headers weighing as much as their code. Two groups instead:
 * - `start`: everything start.tsx imports statically (the shell: router, store, nav, footer), which
 *   every page loads anyway;
 * - `catalogue`: what the home page shares with the product pages (cards, artwork, the catalogue
 *   API, staged rendering), beyond the shell, and the reader of the data those pages and the browse
 *   pages come with (features/catalogue/page-data.ts, which start.tsx imports when a page has it).
 * Each is the static import graph from an entry module, without node_modules (vendorGroups) and
 * without modules that import zod or the countries data (never on the start-up path; reached only
 * through the contract's index). Vite's preload helper stays in the entry chunk.
 */
function startUpChunks() {
  const start = new Set<string>();
  const catalogue = new Set<string>();
  const plugin: Plugin = {
    name: "clutch:start-up-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const appCodeWithoutZod = (id: string, imports: readonly string[]) =>
        !/[\\/]node_modules[\\/]/.test(id) && !imports.some((dep) => ZOD_OR_COUNTRIES.test(dep));
      const reachable = (entry: RegExp) =>
        staticClosure(
          this,
          ids.filter((id) => entry.test(id)),
          appCodeWithoutZod,
        );
      start.clear();
      catalogue.clear();
      for (const id of reachable(/[\\/]src[\\/]start\.tsx$/)) start.add(id);
      const home = reachable(/[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/);
      const product = reachable(/[\\/]src[\\/]app[\\/]routes[\\/]product[\\/]index\.ts$/);
      for (const id of home) if (product.has(id) && !start.has(id)) catalogue.add(id);
      const pageData = reachable(/[\\/]src[\\/]features[\\/]catalogue[\\/]page-data\.ts$/);
      for (const id of pageData) if (!start.has(id)) catalogue.add(id);
    },
  };
  const groups = [chunkOf(START_CHUNK, start, 20), chunkOf("catalogue", catalogue, 10)];
  const isStartUp = (id: string) => start.has(id) || catalogue.has(id);
  return { plugin, groups, isStartUp };
}

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

const startUp = startUpChunks();

/** The chunks main.tsx imports one task after another (decision 055): React's, the libraries', the app's. */
const STAGED_CHUNKS = [REACT_CHUNK, LIBRARIES_CHUNK, START_CHUNK];
const STAGED_IMPORT = new RegExp(`(^|/)(${STAGED_CHUNKS.join("|")})-[\\w-]+\\.js$`);

/**
 * Chunks whose functions nearly all run while a page starts (React, the libraries, the start-up
 * catalogue code) carry V8's hint to compile every function at once, off the main thread as the
 * chunk arrives, rather than each on its first call, on the main thread, inside the start-up tasks
 * (docs/decisions/055-start-up-in-short-tasks.md). The start chunk cannot: Vite's list of preloaded
 * chunks comes first in it, and the hint only counts at a file's top.
 */
const compiledEagerly = (chunk: { name: string; moduleIds: readonly string[] }) =>
  chunk.name === REACT_CHUNK || chunk.name === LIBRARIES_CHUNK || chunk.moduleIds.some(startUp.isStartUp);

/** The console's and the workspace's code (their pages, dialogs and what only they use). */
const PART_CODE = /[\\/]src[\\/]features[\\/](console|coach-workspace)[\\/]/;
/** The console's and the workspace's starts: the route modules the router imports for them. */
const PART_START = /[\\/]src[\\/]app[\\/]routes[\\/](console|coach-workspace)\.tsx$/;
/** The parts, as PART_CODE and PART_START name them. */
const PART_NAMES = ["console", "coach-workspace"];
/** The forms' code: their library, zod (and the countries data), the modal dialogs. */
const FORMS_CODE =
  /[\\/]node_modules[\\/](react-hook-form|@hookform|zod|countries-list)[\\/]|[\\/]zod-browser\.ts$|[\\/]src[\\/]components[\\/]ui[\\/]Modal\.tsx$/;
/** The contract's index: it re-exports every module of the contract, of which a chunk imports those it uses. */
const CONTRACT_INDEX = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
/** How many of the parts' lazily loaded pages and dialogs must share a module for it to go into their kit. */
const KIT_SHARED_BY = 3;

/** The modules a chunk starts from: the entry and every module imported dynamically. */
function chunkEntries(graph: ModuleGraph): Set<string> {
  const entries = new Set<string>();
  for (const id of graph.getModuleIds()) {
    const info = graph.getModuleInfo(id);
    if (info?.isEntry) entries.add(id);
    for (const dynamic of info?.dynamicallyImportedIds ?? []) entries.add(dynamic);
  }
  return entries;
}

/**
 * What the console's and the workspace's code shares, in two chunks rather than a chunk for each
 * set of chunks that shares a module: left alone, the console's orders page asked for 17 scripts, a
 * dozen of them under 2 KB, and on a phone's network a request beyond the sixth to a host waits for
 * one of the six to end (docs/decisions/047, 049).
 * - **`parts-common`**: each module that a part's start (the console's gate and shell, the
 *   workspace's sessions) imports and that the other part's code imports too: the section frame,
 *   the pager, the states of a query, the status filters. Loaded with either part's start, where
 *   it was a request of its own for each set of chunks that shared it.
 * - **`parts-kit`**: each module that at least `KIT_SHARED_BY` of the parts' lazily loaded pages
 *   and dialogs import and neither part's start does: the tables, the date and search filters, the
 *   save bar. Loaded with the first page that needs it, not by a part's start.
 * Neither takes a module that a learner's code imports (so a learner never loads them), nor one
 * that needs the forms' code (or every part or page that needs the chunk would load the forms too).
 */
function partsChunks(isStartUp: (id: string) => boolean) {
  const common = new Set<string>();
  const kit = new Set<string>();
  const vendor = vendorGroups.find((group) => group.name === "vendor")?.test;
  const loadedAnyway = (id: string) => isStartUp(id) || vendor?.test(id) || CONTRACT_INDEX.test(id);
  const plugin: Plugin = {
    name: "clutch:parts-chunks",
    apply: "build",
    buildEnd() {
      const entries = chunkEntries(this);
      const partPagesReaching = new Map<string, number>();
      const partStartsReaching = new Set<string>();
      const partsReaching = new Map<string, Set<string>>();
      const learners = new Set<string>();
      for (const entry of entries) {
        const part = (PART_START.exec(entry) ?? PART_CODE.exec(entry))?.[1];
        const start = PART_START.test(entry);
        for (const id of staticClosure(this, [entry])) {
          if (!part) {
            learners.add(id);
            continue;
          }
          partsReaching.set(id, (partsReaching.get(id) ?? new Set<string>()).add(part));
          if (start) partStartsReaching.add(id);
          else partPagesReaching.set(id, (partPagesReaching.get(id) ?? 0) + 1);
        }
      }
      const needsForms = new Map<string, boolean>();
      const reachesForms = (id: string): boolean => {
        const known = needsForms.get(id);
        if (known !== undefined) return known;
        needsForms.set(id, false);
        const found =
          FORMS_CODE.test(id) ||
          (!loadedAnyway(id) && (this.getModuleInfo(id)?.importedIds ?? []).some(reachesForms));
        needsForms.set(id, found);
        return found;
      };
      common.clear();
      kit.clear();
      for (const [id, parts] of partsReaching) {
        if (learners.has(id) || loadedAnyway(id) || entries.has(id) || reachesForms(id)) continue;
        if (partStartsReaching.has(id)) {
          if (parts.size === PART_NAMES.length) common.add(id);
        } else if ((partPagesReaching.get(id) ?? 0) >= KIT_SHARED_BY) kit.add(id);
      }
    },
  };
  const groups = [chunkOf("parts-common", common, 6), chunkOf("parts-kit", kit, 5)];
  return { plugin, groups };
}

const parts = partsChunks(startUp.isStartUp);

/**
 * React Router's package exports its development build under every condition; its production
 * build (the same code with the development warnings compiled out) is only reachable by path.
 * Builds use it: fewer bytes to parse on every page and no warning checks while rendering.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production/index.mjs",
  ),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [startUp.plugin, parts.plugin])],
  resolve: {
    // The console's tables (@tanstack/react-store) ask for the shim of useSyncExternalStore, a copy
    // for React < 18; React 19 has it built in, and the store (react-redux) already loads the same
    // helper without the shim, so both share that one.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
      ...(command === "build" ? [reactRouterProduction] : []),
    ],
  },
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
          // No polyfill for <link rel="modulepreload">: a browser without it (Safari before 17,
          // Firefox before 115) fetches each chunk as it is imported, later but the same; the
          // polyfill cost every page 0.3 KB (docs/decisions/048).
          // The entry's staged imports (React's chunk, the libraries', the app's: main.tsx) carry no
          // list of chunks to preload: the page asked for every start-up chunk already (its
          // `data-app-chunks`, or the links of app.html and the parts' frames), and with a list Vite's
          // helper walks the document's links inside each start-up task (docs/decisions/055).
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps) => (STAGED_IMPORT.test(file) ? [] : deps),
          },
          // Read by scripts/prerender.mjs (which chunks each page starts with), then deleted.
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [...vendorGroups, ...startUp.groups, ...parts.groups] },
              postBanner: (chunk) => (compiledEagerly(chunk) ? "//# allFunctionsCalledOnLoad" : ""),
            },
          },
        },
      }),
}));
