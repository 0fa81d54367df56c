/**
 * The client's environment, read once at start-up and validated (bulletproof-react `config/env.ts`).
 * Only `VITE_*` variables reach the browser bundle. Checked by hand, not with zod: this module is on
 * the start-up path, which carries no zod.
 */
function readEnv() {
  const raw: unknown = import.meta.env?.VITE_API_BASE;
  const problems: string[] = [];
  let base = "/api";
  if (typeof raw === "string" && raw.trim() !== "") base = raw.trim();
  else if (raw !== undefined && typeof raw !== "string") problems.push("- VITE_API_BASE: expected a string");
  if (!base.startsWith("/") && !/^https?:\/\/[^/]+/.test(base)) {
    problems.push('- VITE_API_BASE: must be a path starting with "/" or an absolute http(s) URL');
  }
  if (problems.length) throw new Error(`Invalid web app environment:\n${problems.join("\n")}`);
  return {
    /** API base without a trailing slash, e.g. "/api" or "https://api.example.com/api". */
    apiBase: base.replace(/\/+$/, "") || "/api",
  } as const;
}

export const env = readEnv();
