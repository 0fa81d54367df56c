import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sniffImageType } from "../../src/lib/images";
import { generateOtp, hashOtp, otpMatches } from "../../src/lib/otp";
import { resolveJwtSecret } from "../../src/lib/secrets";
import { Semaphore } from "../../src/lib/semaphore";
import { createTokenService } from "../../src/lib/tokens";

describe("Semaphore", () => {
  it("never runs more than its limit at once, and runs everything", async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const task = async (i: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => semaphore.run(() => task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(semaphore.pending).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await semaphore.run(async () => "ok")).toBe("ok");
  });
});

describe("one-time codes", () => {
  const key = Buffer.alloc(32, 7);

  it("are six digits, leading zeros included", () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it("are stored as an HMAC bound to the user and purpose", () => {
    const stored = hashOtp(key, "u1", "verify-email", "123456");
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches(key, "u1", "verify-email", "123456", stored)).toBe(true);
    expect(otpMatches(key, "u1", "verify-email", "123457", stored)).toBe(false);
    expect(otpMatches(key, "u2", "verify-email", "123456", stored)).toBe(false);
    expect(otpMatches(key, "u1", "reset-password", "123456", stored)).toBe(false);
    expect(otpMatches(Buffer.alloc(32, 8), "u1", "verify-email", "123456", stored)).toBe(false);
    expect(otpMatches(key, "u1", "verify-email", "123456", "abcd")).toBe(false);
  });
});

describe("sniffImageType", () => {
  it("recognises JPEG, PNG, GIF and WebP by their bytes only", () => {
    const hex = (s: string) => Buffer.from(s.replace(/ /g, ""), "hex");
    expect(sniffImageType(hex("ffd8ffe0 0000"))?.extension).toBe("jpg");
    expect(sniffImageType(hex("89504e47 0d0a1a0a 0000"))?.mime).toBe("image/png");
    expect(sniffImageType(Buffer.from("GIF89a...."))?.extension).toBe("gif");
    expect(sniffImageType(Buffer.from("GIF87a...."))?.extension).toBe("gif");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))?.extension).toBe("webp");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImageType(hex("89504e47"))).toBeUndefined();
  });
});

describe("JWT secret and tokens", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses JWT_SECRET when set, else generates a 0600 file once and reuses it", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clutch-secret-"));
    dirs.push(dataDir);
    expect(resolveJwtSecret({ jwtSecret: "x".repeat(32), dataDir }).toString()).toBe("x".repeat(32));
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, "jwt-secret")).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir }).equals(first)).toBe(true);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(first.toString("hex"));
  });

  it("round-trips claims and refuses other secrets", async () => {
    const tokens = createTokenService(Buffer.alloc(32, 1));
    const token = await tokens.sign({ userId: "u1", passwordVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: "u1", passwordVersion: 3 });
    expect(await createTokenService(Buffer.alloc(32, 2)).verify(token)).toBeUndefined();
    expect(await tokens.verify("a.b.c")).toBeUndefined();
  });
});
