// Writes .br and .gz beside every compressible file of a build, so the server sends them as they are.
// A variant is written only when it is smaller than the file: small files gain too (the bundler's
// runtime chunk, 726 bytes, is 382 as brotli, on every page), the tiniest ones would grow.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dir = process.argv[2];
if (!dir) throw new Error("usage: precompress.mjs <folder>");
let count = 0;
for (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  const variants = {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(content, { level: 9 }),
  };
  let written = false;
  for (const [extension, compressed] of Object.entries(variants)) {
    if (compressed.length >= content.length) continue;
    writeFileSync(`${file}.${extension}`, compressed);
    written = true;
  }
  if (written) count++;
}
console.log(`precompressed ${count} files in ${dir}`);
