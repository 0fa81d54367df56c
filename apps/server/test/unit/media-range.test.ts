import { describe, expect, it } from "vitest";
import { rangeOf } from "../../src/modules/media/serve";

describe("the Range header of a media request", () => {
  it("reads one byte range: closed, open-ended, a suffix, clipped to the end", () => {
    expect(rangeOf("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(rangeOf("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(rangeOf("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(rangeOf("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(rangeOf("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("is unsatisfiable from past the end, or for an empty suffix", () => {
    expect(rangeOf("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(rangeOf("bytes=1000-1005", 1000)).toBe("unsatisfiable");
    expect(rangeOf("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(rangeOf("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("serves the whole file for no header, another unit, several ranges or nonsense", () => {
    for (const header of [undefined, "", "items=0-1", "bytes=0-1,5-6", "bytes=9-3", "bytes=-", "bytes=a-b"]) {
      expect(rangeOf(header, 1000), String(header)).toBeUndefined();
    }
  });
});
