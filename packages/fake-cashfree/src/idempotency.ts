import type { ApiAnswer } from "./entities";

/**
 * Answers remembered by `x-idempotency-key`: the same key with the same request gets the first answer
 * again (as it was then, not the order's state now); the same key with another request is a conflict.
 */
export class IdempotencyStore {
  private readonly answers = new Map<string, { request: string; answer: ApiAnswer }>();

  /** `request` identifies what was asked: method, path and raw body. */
  lookup(key: string, request: string): ApiAnswer | "conflict" | undefined {
    const remembered = this.answers.get(key);
    if (!remembered) return undefined;
    return remembered.request === request ? remembered.answer : "conflict";
  }

  remember(key: string, request: string, answer: ApiAnswer): void {
    this.answers.set(key, { request, answer: structuredClone(answer) });
  }
}
