import { describe, expect, it } from "vitest";
import { SESSION_MARK_ATTRIBUTE, SESSION_SCRIPT, TOKEN_STORAGE_KEY } from "../src/session-mark";

/** Runs the script as a page's head would, against a stand-in `<html>` and localStorage. */
function markWith(storage: { getItem(key: string): string | null }): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  new Function("document", "localStorage", SESSION_SCRIPT)(document, storage);
  return attributes;
}

const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe("the session mark's script", () => {
  it("marks a member when a token is stored under the app's key, a visitor otherwise", () => {
    expect(markWith(storageWith({ [TOKEN_STORAGE_KEY]: "a.jwt.token" }))).toEqual({
      [SESSION_MARK_ATTRIBUTE]: "member",
    });
    expect(markWith(storageWith({}))).toEqual({ [SESSION_MARK_ATTRIBUTE]: "visitor" });
    // The app reads an empty token as none (apps/web/src/lib/storage.ts): so does the mark.
    expect(markWith(storageWith({ [TOKEN_STORAGE_KEY]: "" }))).toEqual({
      [SESSION_MARK_ATTRIBUTE]: "visitor",
    });
    expect(markWith(storageWith({ token: "elsewhere" }))).toEqual({ [SESSION_MARK_ATTRIBUTE]: "visitor" });
  });

  it("leaves no mark, and throws nothing, when storage throws", () => {
    const blocked = {
      getItem(): string | null {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(markWith(blocked)).toEqual({});
  });

  it("is one short statement that can sit in a <script> element as it is", () => {
    expect(SESSION_SCRIPT.length).toBeLessThan(200);
    expect(SESSION_SCRIPT).not.toMatch(/<\/script|<!--|\n/i);
  });
});
