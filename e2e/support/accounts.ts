/// <reference lib="dom" />
// Browser globals: the callbacks passed to page.evaluate run in the page.
import { deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import type { MailCapture } from "./mail";

let counter = 0;

/** A fresh address per call, so tests never share an account or a rate-limit bucket. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const localPart = (email: string) => email.split("@")[0] ?? email;

type Json = Record<string, unknown>;

/** Cookies by name, kept and sent back as a browser would (the sign-up attempt cookie). */
type CookieJar = Map<string, string>;

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: Json,
  token?: string,
  jar?: CookieJar,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(jar?.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  for (const line of response.headers.getSetCookie()) {
    const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
    jar?.set(name, value);
  }
  const data = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/**
 * A verified account made through the API (register, the mailed code, verify-otp), optionally
 * with saved preferences. Returns its token.
 */
export async function createAccount(
  baseUrl: string,
  mail: MailCapture,
  email: string,
  password: string,
  { preferences = true }: { preferences?: boolean } = {},
): Promise<string> {
  const since = Date.now();
  const jar: CookieJar = new Map();
  await call(baseUrl, "POST", "/api/auth/register", { email, password }, undefined, jar);
  const code = await mail.otpFor(email, { since });
  const { token } = (await call(
    baseUrl,
    "POST",
    "/api/auth/verify-otp",
    { email, Userotp: code },
    undefined,
    jar,
  )) as { token: string };
  if (preferences) {
    const games = (await call(baseUrl, "GET", "/api/game?limit=1")) as { data: { _id: string }[] };
    await call(
      baseUrl,
      "PUT",
      "/api/auth/update-additional-info",
      {
        instrestedInCoaching1v1: true,
        instrestedInCoachingTeam: false,
        gamesIntrestedIn: games.data.map((game) => game._id),
      },
      token,
    );
  }
  return token;
}

/** Signs the browser in the way the app does: the token under `userToken`, then a reload. */
export async function signInWithToken(page: Page, token: string, path = "/"): Promise<void> {
  await page.goto(path);
  await page.evaluate((value) => localStorage.setItem("userToken", value), token);
  await page.reload();
}

/** The dialog named `name`, once it is open and done animating in (axe reads final colours). */
export async function openDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await page.waitForFunction(
    (element) => {
      let node: Element | null = element;
      while (node) {
        if (Number.parseFloat(getComputedStyle(node).opacity) < 1) return false;
        node = node.parentElement;
      }
      return true;
    },
    await dialog.elementHandle(),
  );
  return dialog;
}

/** The signed-in account menu in the nav. */
export function accountMenu(page: Page, label: string): Locator {
  return page.getByRole("banner").getByRole("button", { name: label, exact: true });
}

// ------------------------------------------------------------------ a small PNG for the avatar

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG: a diagonal cyan-to-violet gradient. */
export function makePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      rows.push(Math.round(34 + t * 105), Math.round(217 - t * 125), 255);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
