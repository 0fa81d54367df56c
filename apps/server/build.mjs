import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// `node build.mjs`: dist/server.js, dist/cli.js and dist/admin.js (`npm run admin`, bundled).
// `node build.mjs <name>`: the server and the admin command as dist/<name>.js and
// dist/<name>-admin.js (the API tests bundle the sources they test into a copy of their own).
const [bundleName] = process.argv.slice(2);

// Dependencies stay in node_modules; the workspace contract (TypeScript source) is bundled in.
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@clutch/"));

await build({
  entryPoints: bundleName
    ? { [bundleName]: "src/server.ts", [`${bundleName}-admin`]: "src/modules/admin/cli.ts" }
    : { server: "src/server.ts", cli: "src/db/cli.ts", admin: "src/modules/admin/cli.ts" },
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
