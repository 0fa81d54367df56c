import { describe, expect, it } from "vitest";
import { isPartPath, isUnderPath, paths } from "../src/paths";

describe("part paths", () => {
  it("are the console's and the workspace's addresses and their pages, and no other address that starts alike", () => {
    const parts = ["/admin", "/admin/orders", "/admin/courses/new", "/coach", "/coach/hours"];
    const others = ["/", "/coaches", "/administrator", paths.coach("c1"), paths.profileBookings];
    expect(parts.map(isPartPath)).toEqual(parts.map(() => true));
    expect(others.map(isPartPath)).toEqual(others.map(() => false));
  });

  it("count a prefix itself as under it", () => {
    expect([
      isUnderPath("/coach", "/coach"),
      isUnderPath("/coach/", "/coach"),
      isUnderPath("/coachx", "/coach"),
    ]).toEqual([true, true, false]);
  });
});
