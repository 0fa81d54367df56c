import { describe, expect, it } from "vitest";
import { decidePayout } from "../../src/modules/earnings/payout-decision";

const asked = { amount: 500, paidOn: "2026-03-01", reference: "UTR-1" };
const recorded = (extra: object = {}) => ({ id: "payout-1", ...asked, ...extra });

describe("decidePayout", () => {
  it.each([
    ["a new key, a new reference, within the balance", {}, { kind: "new" }],
    ["the whole balance", { available: 500 }, { kind: "new" }],
    ["a retry of the same payout", { sameKey: recorded() }, { kind: "replay", payout: recorded() }],
    // The key decides before the balance: a retry is answered even once the balance is paid out.
    [
      "a retry after the balance is paid out",
      { sameKey: recorded(), available: 0 },
      { kind: "replay", payout: recorded() },
    ],
    ["the key of a different amount", { sameKey: recorded({ amount: 400 }) }, { kind: "key-reused" }],
    ["the key of a different day", { sameKey: recorded({ paidOn: "2026-02-01" }) }, { kind: "key-reused" }],
    [
      "the key of a different reference",
      { sameKey: recorded({ reference: "UTR-2" }) },
      { kind: "key-reused" },
    ],
    [
      "a reference of another payout",
      { sameReference: recorded({ id: "payout-2" }) },
      { kind: "reference-taken" },
    ],
    ["more than available", { available: 499 }, { kind: "over-balance", available: 499 }],
    ["anything when the coach was paid ahead", { available: -100 }, { kind: "over-balance", available: 0 }],
  ])("%s", (_, facts, decision) => {
    expect(
      decidePayout({ asked, sameKey: undefined, sameReference: undefined, available: 1000, ...facts }),
    ).toEqual(decision);
  });
});
