import { describe, expect, it } from "vitest";
import { formatCount, formatPrice } from "../src/constants";

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(18450)).toBe("18,450");
    expect(formatCount(123456)).toBe("1,23,456");
    expect(formatCount(12345678)).toBe("1,23,45,678");
    expect(formatCount(-4200)).toBe("-4,200");
  });

  it("writes what Intl's en-IN number format writes, for whole numbers", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const samples = [1, 12, 100, 1000, 99_999, 100_000, 9_999_999, 10_000_000, 123_456_789_012];
    for (let i = 0; i < 2000; i += 1) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const value of samples) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});

describe("formatPrice", () => {
  it("shows 0 as Free (docs/product.md#constants) and other prices in rupees", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(399)).toBe("₹399");
    expect(formatPrice(2999)).toBe("₹2,999");
    expect(formatPrice(150000)).toBe("₹1,50,000");
  });
});
