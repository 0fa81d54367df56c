import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// `node build.mjs`: dist/server.js and dist/cli.js. `node build.mjs <name>`: the server alone, as
// dist/<name>.js (the API tests bundle the sources they test into a copy of their own).
const [bundleName] = process.argv.slice(2);

// Dependencies stay in node_modules; the workspace contract (TypeScript source) is bundled in.
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@clutch/"));

await build({
  entryPoints: bundleName
    ? { [bundleName]: "src/server.ts" }
    : { server: "src/server.ts", cli: "src/db/cli.ts" },
  absWorkingDir: fileURLToPath(new URL(".", import.meta.url)),
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
