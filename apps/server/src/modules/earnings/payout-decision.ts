/** What a payout request asks to record. */
interface PayoutAsked {
  amount: number;
  paidOn: string;
  reference: string;
}

interface PayoutFacts<Row> {
  asked: PayoutAsked;
  /** The coach's payout made with the request's idempotency key, if any. */
  sameKey: (Row & PayoutAsked) | undefined;
  /** The coach's payout with the request's reference, if any. */
  sameReference: (Row & PayoutAsked) | undefined;
  /** What the coach has earned and was not paid yet (the balance's `due`). */
  available: number;
}

type PayoutDecision<Row> =
  | { kind: "new" }
  /** A retry of a payout already recorded: answered with it, nothing recorded again. */
  | { kind: "replay"; payout: Row & PayoutAsked }
  /** The key was used for a different payout. */
  | { kind: "key-reused" }
  /** Another payout of the coach has this reference. */
  | { kind: "reference-taken" }
  | { kind: "over-balance"; available: number };

const sameAsked = (a: PayoutAsked, b: PayoutAsked) =>
  a.amount === b.amount && a.paidOn === b.paidOn && a.reference === b.reference;

/**
 * Whether a payout request records a new payout. A key already used answers its payout when the
 * request asks the same (a double click, a retry), and is refused otherwise; a new payout needs a
 * reference of its own and an amount within what the coach has available.
 */
export function decidePayout<Row>({
  asked,
  sameKey,
  sameReference,
  available,
}: PayoutFacts<Row>): PayoutDecision<Row> {
  if (sameKey)
    return sameAsked(sameKey, asked) ? { kind: "replay", payout: sameKey } : { kind: "key-reused" };
  if (sameReference) return { kind: "reference-taken" };
  if (asked.amount > available) return { kind: "over-balance", available: Math.max(available, 0) };
  return { kind: "new" };
}
