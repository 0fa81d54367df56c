import { z } from "zod";

/**
 * The client's environment, read once at start-up and validated (bulletproof-react `config/env.ts`).
 * Only `VITE_*` variables reach the browser bundle.
 */
const EnvSchema = z.object({
  VITE_API_BASE: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .default("/api")
      .refine((value) => value.startsWith("/") || /^https?:\/\/[^/]+/.test(value), {
        message: 'must be a path starting with "/" or an absolute http(s) URL',
      }),
  ),
});

function readEnv() {
  const parsed = EnvSchema.safeParse(import.meta.env ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web app environment:\n${problems.join("\n")}`);
  }
  return {
    /** API base without a trailing slash, e.g. "/api" or "https://api.example.com/api". */
    apiBase: parsed.data.VITE_API_BASE.replace(/\/+$/, "") || "/api",
  } as const;
}

export const env = readEnv();
