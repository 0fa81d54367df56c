// `npm start`: builds what is missing or out of date, then runs the production server in this process.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const inputs = [
  "package-lock.json",
  "packages/contract/src",
  "apps/server/src",
  "apps/server/build.mjs",
  "apps/web/src",
  "apps/web/scripts",
  "apps/web/package.json",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
];
const stampFile = join(root, "apps/server/dist/.build-stamp");
const outputs = [
  join(root, "apps/server/dist/server.js"),
  join(root, "apps/web/dist/index.html"),
  join(root, "apps/web/dist-ssr/shell.js"),
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else yield path;
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(join(root, input))) hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
}

const wanted = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (built !== wanted || !outputs.every((file) => existsSync(file))) {
  console.log("Building the web app and the server (first start or sources changed)...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  writeFileSync(stampFile, wanted);
}

await import(join(root, "apps/server/dist/server.js"));
