import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * A test that makes the code under test log `console.error` fails: an error the code reports is a
 * bug the test would otherwise hide. A test that provokes one on purpose says so by checking the
 * spy (`vi.mocked(console.error)`) and clearing it with `mockClear()`.
 */
beforeEach(() => {
  vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls;
  vi.mocked(console.error).mockRestore();
  expect(
    calls.map((args) => args.map(String).join(" ")),
    "console.error was called",
  ).toEqual([]);
});
