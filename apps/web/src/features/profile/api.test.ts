import { describe, expect, it } from "vitest";
import { bookingsFrom } from "./api";

const booking = {
  _id: "b1",
  id: "b1",
  coach: { _id: "c1", name: "Riya" },
  level: "Intermediate",
  price: 1500,
  topicsCovered: ["Aim"],
  info: { date: "2026-12-01", time: "18:00-19:00", price: 1500 },
  status: "Success",
};

describe("bookingsFrom", () => {
  it("reads the contract's { success, data } answer and a bare list", () => {
    expect(bookingsFrom({ success: true, data: [booking] })).toEqual([booking]);
    expect(bookingsFrom([booking])).toEqual([booking]);
  });

  it("drops malformed rows and unexpected shapes", () => {
    expect(bookingsFrom({ success: true, data: [booking, null, { _id: "x" }] })).toEqual([booking]);
    expect(bookingsFrom({ data: { data: [] } })).toEqual([]);
    expect(bookingsFrom("nope")).toEqual([]);
  });
});
