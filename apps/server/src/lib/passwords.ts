import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import { Semaphore } from "./semaphore";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing runs on libuv's thread pool (4 threads by default), which file I/O and DNS share. Two
 * hashes at a time keep a burst of sign-ins from occupying the whole pool and both cores; the rest
 * queue here, on the event loop, costing nothing while they wait.
 */
const HASH_CONCURRENCY = 2;
const slots = new Semaphore(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => argon2.hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return slots.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  });
}

export const needsRehash = (hash: string) => argon2.needsRehash(hash, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for sign-ins with an unknown e-mail, so the
 * answer time does not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= argon2.hash(randomBytes(32).toString("hex"), ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
