import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The lint rule that keeps imports running one way — shared (components, config, hooks, lib) →
 * features → app — is Biome's `noRestrictedImports`, set per folder depth in biome.json. This lints
 * throwaway files, one import each, written where real code would sit, and checks which the rule
 * stops. Their folders have unique names and are removed afterwards.
 */

const src = dirname(fileURLToPath(import.meta.url));
const root = join(src, "../../..");
const biome = join(root, "node_modules/.bin/biome");
const probe = `zz-arrows-probe-${randomUUID()}`;
const folders = [join(src, "features", probe), join(src, "lib", probe)];

/** Each file: where it sits under src, what it imports, and whether the rule must stop it. */
const cases = [
  // A feature reaching into another feature or the app, from each depth the rule covers.
  { file: `features/${probe}/other-feature.ts`, from: "../catalogue/api", forbidden: true },
  { file: `features/${probe}/app.ts`, from: "../../app/store", forbidden: true },
  { file: `features/${probe}/a/other-feature.ts`, from: "../../plans/api", forbidden: true },
  { file: `features/${probe}/a/b/app.ts`, from: "../../../../app/store", forbidden: true },
  // Shared code reaching into a feature or the app.
  { file: `lib/${probe}/feature.ts`, from: "../../features/catalogue/api", forbidden: true },
  { file: `lib/${probe}/app.ts`, from: "../../app/store", forbidden: true },
  { file: `lib/${probe}/a/feature.ts`, from: "../../../features/auth/authSlice", forbidden: true },
  // What the arrows allow: a feature using shared code and its own files, shared code using shared code.
  { file: `features/${probe}/shared.ts`, from: "../../lib/api", forbidden: false },
  { file: `features/${probe}/a/b/own.ts`, from: "../../other-feature", forbidden: false },
  { file: `lib/${probe}/shared.ts`, from: "../../components/NotFound", forbidden: false },
  { file: `lib/${probe}/package.ts`, from: "@clutch/contract", forbidden: false },
];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the import arrows lint rule (biome noRestrictedImports)", () => {
  it("stops a feature importing another feature or the app, and shared code importing either; allows the rest", () => {
    const paths = cases.map(({ file, from }) => {
      const path = join(src, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `import * as probe from "${from}";\n\nexport { probe };\n`);
      return path;
    });
    let output: string;
    try {
      const run = spawnSync(biome, ["lint", "--reporter=github", "--max-diagnostics=none", ...paths], {
        cwd: root,
        encoding: "utf8",
      });
      output = run.stdout;
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
    // One line per diagnostic: `::error title=lint/style/noRestrictedImports,file=<absolute path>,line=…`
    const stopped = new Set(
      [...output.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm)].map((m) =>
        relative(src, m[1] as string),
      ),
    );
    const verdicts = Object.fromEntries(cases.map(({ file }) => [file, stopped.has(file)]));
    expect(verdicts).toEqual(Object.fromEntries(cases.map(({ file, forbidden }) => [file, forbidden])));
  });
});
