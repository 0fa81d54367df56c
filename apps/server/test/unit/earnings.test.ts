import { describe, expect, it } from "vitest";
import { balanceOf, sessionEarning } from "../../src/modules/earnings/arithmetic";

describe("sessionEarning", () => {
  it("takes the commission off the fee, rounded to the rupee, and leaves the coach the rest", () => {
    expect(sessionEarning({ state: "CONFIRMED", fee: 1499, refunded: 0 }, 20)).toEqual({
      fee: 1499,
      refunded: 0,
      commission: 300, // 299.8
      share: 1199,
      status: "pending",
    });
    expect(sessionEarning({ state: "COMPLETED", fee: 1001, refunded: 0 }, 15)).toMatchObject({
      commission: 150, // 150.15
      share: 851,
      status: "available",
    });
  });

  it("takes refunds off before the commission; a full refund leaves nothing", () => {
    expect(sessionEarning({ state: "NO_SHOW", fee: 1500, refunded: 500 }, 20)).toMatchObject({
      commission: 200,
      share: 800,
      status: "available",
    });
    expect(sessionEarning({ state: "CANCELLED", fee: 1500, refunded: 1500 }, 20)).toMatchObject({
      commission: 0,
      share: 0,
      status: "void",
    });
  });
});

describe("sessionEarning of a disputed no-show", () => {
  const noShow = { state: "NO_SHOW" as const, fee: 1500, refunded: 0 };
  /** [case, the session, its status, the coach's share] at 20 % commission. */
  const TABLE: [string, Parameters<typeof sessionEarning>[0], string, number][] = [
    ["never disputed", noShow, "available", 1200],
    [
      "disputed, waiting for a decision",
      { ...noShow, disputed: true, disputeOutcome: null },
      "pending",
      1200,
    ],
    ["upheld", { ...noShow, disputed: true, disputeOutcome: "upheld" }, "available", 1200],
    [
      "reversed, refund not yet recorded",
      { ...noShow, disputed: true, disputeOutcome: "reversed" },
      "void",
      0,
    ],
    [
      "reversed and refunded",
      { ...noShow, refunded: 1500, disputed: true, disputeOutcome: "reversed" },
      "void",
      0,
    ],
    ["a completed session is never a dispute", { ...noShow, state: "COMPLETED" }, "available", 1200],
  ];
  it.each(TABLE)("%s", (_name, session, status, share) => {
    expect(sessionEarning(session, 20)).toMatchObject({ status, share });
  });
});

describe("balanceOf", () => {
  it("adds pending and available shares apart, ignores void ones, and owes earned less paid out", () => {
    const balance = balanceOf(
      [
        { share: 100, status: "pending" },
        { share: 300, status: "available" },
        { share: 200, status: "available" },
        { share: 50, status: "void" },
      ],
      450,
    );
    expect(balance).toEqual({ pending: 100, earned: 500, paidOut: 450, due: 50 });
  });
});
