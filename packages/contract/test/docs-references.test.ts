import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Comments point at the project's own documents by heading: `docs/product.md#purchases`. This
 * keeps every such pointer landing on a real heading, and keeps out section numbers (the section sign and a digit) that
 * belong to documents the repository does not have.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const DOCS = ["product", "security"] as const;
/** Where source lives; generated and installed folders are skipped. */
const SOURCE_FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "dist-ssr", "coverage", "public", "drizzle"]);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html)$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown document's headings get, repeats numbered the way GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** A document and an anchor, and the further anchors a comment lists after it (`, #purchases`). */
const REFERENCE = /docs\/(product|security)\.md((?:#[\w-]+)(?:,?\s*#[\w-]+)*)/g;
/** A section number: the section sign before a digit (written as an escape so this file passes). */
const SECTION_NUMBER = /\u00a7\s*\d/;

interface Finding {
  line: number;
  problem: string;
}

/** What is wrong with one file's references to the docs. */
function findProblems(text: string, anchors: Record<string, Set<string>>): Finding[] {
  const findings: Finding[] = [];
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    if (SECTION_NUMBER.test(content)) {
      findings.push({ line, problem: `section number "${SECTION_NUMBER.exec(content)?.[0]}"` });
    }
    for (const match of content.matchAll(REFERENCE)) {
      const doc = match[1] as string;
      for (const anchor of (match[2] as string).match(/#[\w-]+/g) ?? []) {
        if (!anchors[doc]?.has(anchor.slice(1))) {
          findings.push({ line, problem: `docs/${doc}.md${anchor} names no heading` });
        }
      }
    }
  });
  return findings;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.isFile() && SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

const anchors = Object.fromEntries(
  DOCS.map((doc) => [doc, anchorsOf(readFileSync(join(root, "docs", `${doc}.md`), "utf8"))]),
);

describe("references to docs/*.md in source", () => {
  it("slugs headings as GitHub does", () => {
    expect(slug("Who may do what")).toBe("who-may-do-what");
    expect(slug("Clutch Academy — the product and its rules")).toBe(
      "clutch-academy--the-product-and-its-rules",
    );
    expect(slug("Uploads (profile pictures)")).toBe("uploads-profile-pictures");
    expect(slug("The `local` provider")).toBe("the-local-provider");
    expect([...anchorsOf("# A\n## Limits\n```\n# not a heading\n```\n## Limits\n")]).toEqual([
      "a",
      "limits",
      "limits-1",
    ]);
  });

  it("flags an unknown anchor, each anchor of a list, and a section number", () => {
    // Built from parts, so that the scan of this very file below does not find them.
    const product = ["docs", "product.md"].join("/");
    const text = [
      `/** ${product}#purchases and docs/security.md#limits are fine. */`,
      `// ${product}#payments, #purchases, #nowhere`,
      ` * (${product}#accounts, ${"\u00a7"}9)`,
      `// ${product} alone is fine, and so is a paragraph sign without a number: \u00a7`,
    ].join("\n");
    expect(findProblems(text, anchors)).toEqual([
      { line: 2, problem: `${product}#payments names no heading` },
      { line: 2, problem: `${product}#nowhere names no heading` },
      { line: 3, problem: `section number "${"\u00a7"}9"` },
    ]);
  });

  it("every docs/product.md#… and docs/security.md#… in apps, packages, e2e, bench and scripts names a heading, and no section numbers remain", () => {
    const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
    let references = 0;
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      references += [...text.matchAll(REFERENCE)].length;
      for (const { line, problem } of findProblems(text, anchors)) {
        problems.push(`${relative(root, file)}:${line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The scan reached the code: the comments hold well over a hundred such references.
    expect(references).toBeGreaterThan(100);
  });
});
