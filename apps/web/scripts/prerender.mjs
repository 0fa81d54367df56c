// After the web build: writes dist/home.html, index.html with the first screen of `/` (nav and hero)
// prerendered into #root by the server-side renderer (dist-ssr/shell.js, src/prerender). The server
// sends it for `/`; product pages get theirs per request. See docs/decisions/009-web-start-up-path.md.
import { readFileSync, writeFileSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url);
const EMPTY_ROOT = '<div id="root"></div>';

const { renderer } = await import(new URL("../dist-ssr/shell.js", import.meta.url).href);
const shell = renderer.renderHomeShell();
const html = readFileSync(new URL("index.html", dist), "utf8");
if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
writeFileSync(new URL("home.html", dist), html.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`));
console.log(`prerendered dist/home.html (${shell.length} characters of markup for /)`);
