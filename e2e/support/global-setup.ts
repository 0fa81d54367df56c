import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { runBuiltServer } from "./server";

/**
 * Starts the built server once on an empty folder, so it creates its database, migrates it and
 * loads the demo catalogue, and stops it: each file's server starts on a copy of that database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "clutch-e2e-template-"));
  try {
    const server = await runBuiltServer(dataDir);
    await server.stop();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide("demoDatabase", join(dataDir, "db"));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
