import { describe, expect, it } from "vitest";
import { clampRating, ratingLabel, starFills } from "./stars";

describe("star rating", () => {
  it("draws half stars at the half", () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
  });

  it("rounds to the nearest half star", () => {
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.7)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3.9)).toEqual([1, 1, 1, 1, 0]);
  });

  it("caps at five stars and never goes below zero", () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(-2)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
    expect(clampRating(9.4)).toBe(5);
  });

  it("labels the rating for screen readers", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5");
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(ratingLabel(4.04)).toBe("Rated 4 out of 5");
    expect(ratingLabel(12)).toBe("Rated 5 out of 5");
  });
});
