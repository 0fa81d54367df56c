import { NO_SHOW_AFTER_MINUTES, NO_SHOW_DISPUTE_HOURS } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { decideNoShow, type NoShowEvent, type NoShowFacts } from "../../src/modules/live-sessions/no-show";

const MINUTE = 60_000;
const START = new Date("2030-03-01T10:00:00Z");
const at = (minutesAfterStart: number) => new Date(START.getTime() + minutesAfterStart * MINUTE);
const MARKED = at(20);
const WINDOW_END = NO_SHOW_DISPUTE_HOURS * 60 + 20;

const confirmed: NoShowFacts = {
  state: "CONFIRMED",
  startsAt: START,
  completedAt: null,
  outcomeBy: null,
  disputedAt: null,
  disputeOutcome: null,
};
const absent: NoShowFacts = { ...confirmed, state: "NO_SHOW", completedAt: MARKED, outcomeBy: "coach" };
const disputed: NoShowFacts = { ...absent, disputedAt: at(60) };

/** Each row: the booking, the event, when (minutes after the start), and the answer ("ok", "refund" or the refusal). */
const TABLE: [string, NoShowFacts, NoShowEvent, number, string][] = [
  ["mark before the start", confirmed, "mark", -5, "too-early"],
  ["mark one minute after the start", confirmed, "mark", 1, "too-early"],
  ["mark a second before the threshold", confirmed, "mark", NO_SHOW_AFTER_MINUTES - 1 / 60, "too-early"],
  ["mark at the threshold", confirmed, "mark", NO_SHOW_AFTER_MINUTES, "ok"],
  ["mark after the end", confirmed, "mark", 120, "ok"],
  ["mark a cancelled session", { ...confirmed, state: "CANCELLED" }, "mark", 30, "not-confirmed"],
  ["mark a hold", { ...confirmed, state: "HOLD" }, "mark", 30, "not-confirmed"],
  ["mark a completed session", { ...confirmed, state: "COMPLETED" }, "mark", 30, "already-marked"],
  ["mark again", absent, "mark", 30, "already-marked"],

  ["dispute a confirmed session", confirmed, "dispute", 30, "not-absent"],
  ["dispute a completed session", { ...confirmed, state: "COMPLETED" }, "dispute", 30, "not-absent"],
  ["dispute an automatic outcome", { ...absent, outcomeBy: "auto" }, "dispute", 30, "not-absent"],
  ["dispute right after the mark", absent, "dispute", 21, "ok"],
  ["dispute at the window's end", absent, "dispute", WINDOW_END, "ok"],
  ["dispute a minute after the window", absent, "dispute", WINDOW_END + 1, "window-closed"],
  ["dispute twice", disputed, "dispute", 90, "already-disputed"],
  ["dispute twice, after the window", disputed, "dispute", WINDOW_END + 60, "already-disputed"],

  ["uphold without a dispute", absent, "uphold", 90, "not-disputed"],
  ["reverse without a dispute", absent, "reverse", 90, "not-disputed"],
  ["reverse a confirmed session", confirmed, "reverse", 90, "not-disputed"],
  ["uphold a dispute", disputed, "uphold", 90, "ok"],
  ["uphold a dispute long after the window", disputed, "uphold", WINDOW_END + 600, "ok"],
  ["reverse a dispute", disputed, "reverse", 90, "refund"],
  ["uphold an upheld dispute", { ...disputed, disputeOutcome: "upheld" }, "uphold", 90, "already-resolved"],
  ["reverse an upheld dispute", { ...disputed, disputeOutcome: "upheld" }, "reverse", 90, "already-resolved"],
  [
    "reverse a reversed dispute",
    { ...disputed, disputeOutcome: "reversed" },
    "reverse",
    90,
    "already-resolved",
  ],
  [
    "uphold a reversed dispute",
    { ...disputed, disputeOutcome: "reversed" },
    "uphold",
    90,
    "already-resolved",
  ],
];

describe("decideNoShow", () => {
  it.each(TABLE)("%s", (_name, booking, event, minutes, expected) => {
    const decision = decideNoShow(booking, event, at(minutes));
    const answer = decision.allowed ? (decision.refund ? "refund" : "ok") : decision.refusal;
    expect(answer).toBe(expected);
  });
});
