// After `vite build`: writes dist/home.html, index.html with the first screen of `/` (nav and hero)
// prerendered into #root (src/prerender/home-shell.tsx). The server sends it for `/` only; every
// other path keeps the empty index.html. See docs/decisions/009-web-start-up-path.md.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = `${root}dist`;
const EMPTY_ROOT = '<div id="root"></div>';

const vite = await createServer({
  root,
  configFile: `${root}vite.config.ts`,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderHomeShell } = await vite.ssrLoadModule("/src/prerender/home-shell.tsx");
  const shell = renderHomeShell();
  const html = readFileSync(`${dist}/index.html`, "utf8");
  if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
  writeFileSync(`${dist}/home.html`, html.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`));
  console.log(`prerendered dist/home.html (${shell.length} characters of markup for /)`);
} finally {
  await vite.close();
}
