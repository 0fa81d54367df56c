import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { helmetHeaders } from "../../src/plugins/security";

describe("helmetHeaders", () => {
  const options = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: "deny" as const },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };

  it("records, once, exactly the headers helmet sets on a response, names lower-cased", () => {
    const set = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), String(value)),
      removeHeader: (name: string) => set.delete(name.toLowerCase()),
    };
    helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
    const recorded = helmetHeaders(options);
    expect(new Map(recorded)).toEqual(set);
    expect(recorded).toContainEqual(["content-security-policy", "default-src 'self';frame-ancestors 'none'"]);
    expect(recorded).toContainEqual(["x-frame-options", "DENY"]);
    expect(recorded).toContainEqual(["x-content-type-options", "nosniff"]);
    expect(recorded.map(([name]) => name)).not.toContain("strict-transport-security");
  });

  it("adds HSTS when asked, as helmet does", () => {
    const recorded = helmetHeaders({ ...options, strictTransportSecurity: { maxAge: 31_536_000 } });
    expect(recorded).toContainEqual(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  });
});
