// After the web build, with the server-side renderer (dist-ssr/shell.js, src/prerender):
// - puts the session mark's script (the contract's SESSION_SCRIPT) into dist/index.html's head, in
//   place of <!-- session-script -->: every page has it, and the server's CSP allows exactly that
//   text by its hash (docs/decisions/015-no-signed-out-flash.md);
// - writes dist/home.html, that index.html with the first screen of `/` (nav and hero) prerendered
//   into #root. The server sends it for `/`; product pages get theirs per request (their template
//   is dist/index.html). See docs/decisions/009-web-start-up-path.md.
import { readFileSync, writeFileSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url);
const EMPTY_ROOT = '<div id="root"></div>';
const SESSION_SCRIPT_SLOT = "<!-- session-script -->";

const { renderer, SESSION_SCRIPT } = await import(new URL("../dist-ssr/shell.js", import.meta.url).href);
let html = readFileSync(new URL("index.html", dist), "utf8");
if (html.split(SESSION_SCRIPT_SLOT).length !== 2) {
  throw new Error(`dist/index.html needs exactly one ${SESSION_SCRIPT_SLOT} in its head`);
}
html = html.replace(SESSION_SCRIPT_SLOT, () => `<script>${SESSION_SCRIPT}</script>`);
writeFileSync(new URL("index.html", dist), html);

const shell = renderer.renderHomeShell();
if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
writeFileSync(new URL("home.html", dist), html.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`));
console.log(`prerendered dist/home.html (${shell.length} characters of markup for /)`);
