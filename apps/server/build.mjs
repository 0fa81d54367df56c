import { readFileSync } from "node:fs";
import { build } from "esbuild";

// Dependencies stay in node_modules; the workspace contract (TypeScript source) is bundled in.
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@clutch/"));

await build({
  entryPoints: { server: "src/server.ts", cli: "src/db/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
