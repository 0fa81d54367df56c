// After the web build, with the server-side renderer (dist-ssr/shell.js, src/prerender):
// - puts the session mark's script (the contract's SESSION_SCRIPT) into dist/index.html's head, in
//   place of <!-- session-script -->: every page has it, and the server's CSP allows exactly that
//   text by its hash (docs/decisions/015-no-signed-out-flash.md);
// - puts the app's last-resort error page (`RootError`) into index.html's template for a page whose
//   app code cannot be loaded, in place of <!-- load-failure --> (docs/decisions/040);
// - lists the app's start-up chunks on the entry's script tag (`data-app-chunks`): main.tsx asks
//   for them all at once, then evaluates them in stages (docs/decisions/009-web-start-up-path.md);
// - writes dist/home.html, that index.html with `/` as the app's first render draws it (nav, hero,
//   footer) prerendered into #root, for the app to hydrate. The server sends it for `/`; product
//   and browse pages get theirs per request (their template is dist/index.html). See
//   docs/decisions/009-web-start-up-path.md and 039;
// - writes the pages the server sends where nothing is prerendered (docs/decisions/030): app.html,
//   index.html asking at once for the app's start-up chunks, and admin.html and coach.html asking
//   for the console's or the workspace's chunks too. Then removes the build's manifest (dist/.vite),
//   which says which chunk holds what, from the public folder;
// - writes the first screens of the console's and the workspace's section pages into dist/frames/
//   (`/admin/orders`: frames/admin/orders.html), each admin.html or coach.html with the page's frame
//   in its root, asking for the page's own code too where the frame names its module. The server
//   sends one for its address (docs/decisions/045, 048).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url);
const EMPTY_ROOT = '<div id="root"></div>';
const SESSION_SCRIPT_SLOT = "<!-- session-script -->";
const LOAD_FAILURE_SLOT = "<!-- load-failure -->";

const { renderer, rootElement, SESSION_SCRIPT, renderLoadFailure } = await import(
  new URL("../dist-ssr/shell.js", import.meta.url).href
);
await renderer.ready();
let html = readFileSync(new URL("index.html", dist), "utf8");
if (html.split(SESSION_SCRIPT_SLOT).length !== 2) {
  throw new Error(`dist/index.html needs exactly one ${SESSION_SCRIPT_SLOT} in its head`);
}
html = html.replace(SESSION_SCRIPT_SLOT, () => `<script>${SESSION_SCRIPT}</script>`);
if (html.split(LOAD_FAILURE_SLOT).length !== 2) {
  throw new Error(`dist/index.html needs exactly one ${LOAD_FAILURE_SLOT}`);
}
html = html.replace(LOAD_FAILURE_SLOT, () => renderLoadFailure());

const manifestUrl = new URL(".vite/manifest.json", dist);
const manifest = JSON.parse(readFileSync(manifestUrl, "utf8"));

/** The files of a module's chunk and of every chunk it imports statically. */
function chunkFiles(key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, found);
  return found;
}

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
/** The files of the chunks of `modules` and of what they import (the entry excluded). */
function filesOf(modules) {
  const files = new Set(modules.flatMap((key) => [...chunkFiles(key)]));
  files.delete(entry.file);
  return [...files];
}
// The app: what the entry imports once the first screen has painted (src/main.tsx), which asks for
// all of its chunks at once from this list before it evaluates them in stages.
const app = entry.dynamicImports ?? [];
const entryTag = `src="/${entry.file}"`;
if (html.split(entryTag).length !== 2) throw new Error(`dist/index.html needs exactly one ${entryTag}`);
const appChunks = filesOf(app).map((file) => `/${file}`);
html = html.replace(entryTag, () => `${entryTag} data-app-chunks="${appChunks.join(" ")}"`);
writeFileSync(new URL("index.html", dist), html);

const shell = renderer.renderHomeShell();
if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
writeFileSync(
  new URL("home.html", dist),
  html.replace(EMPTY_ROOT, () => rootElement(shell, true)),
);
console.log(`prerendered dist/home.html (${shell.length} characters of markup for /)`);

/** index.html asking for the chunks of `modules` as soon as it is read (the entry excluded). */
function withPreloads(modules) {
  const links = filesOf(modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace(/\s*<\/head>/, () => `\n${links.map((link) => `    ${link}`).join("\n")}\n  </head>`);
}
const pages = {
  "app.html": app,
  "admin.html": [...app, "src/app/routes/console.tsx"],
  "coach.html": [...app, "src/app/routes/coach-workspace.tsx"],
};
const built = Object.fromEntries(
  Object.entries(pages).map(([name, modules]) => [name, withPreloads(modules)]),
);
for (const [name, page] of Object.entries(built)) writeFileSync(new URL(name, dist), page);

/** The page of the part (`/admin`, `/coach`) a frame's path is in. */
const PART_OF = { admin: "admin.html", coach: "coach.html" };
const frames = renderer.renderPartFrames();
for (const { path, shell, pageModule } of frames) {
  const part = PART_OF[path.split("/")[1]];
  if (!part) throw new Error(`no part page for the frame of ${path}`);
  // With the page's own code, when the frame names it: asked for beside the part's, not after it.
  const page = pageModule ? withPreloads([...pages[part], pageModule]) : built[part];
  const file = new URL(`frames${path}.html`, dist);
  mkdirSync(new URL(".", file), { recursive: true });
  writeFileSync(
    file,
    page.replace(EMPTY_ROOT, () => rootElement(shell, false)),
  );
}
console.log(
  `wrote ${frames.length} first screens of the console's and the workspace's pages into dist/frames`,
);
rmSync(new URL(".vite", dist), { recursive: true });
console.log(`wrote ${Object.keys(pages).join(", ")} with their start-up chunks to preload`);
