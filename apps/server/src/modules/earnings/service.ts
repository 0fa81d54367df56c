import {
  BUSINESS_TIME_ZONE,
  type CoachPractice,
  coachEarningsMessages,
  type EarningLine,
  type Earnings,
  messages,
  type Payout,
  type PayoutRequestSchema,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { toCsv } from "../../lib/csv";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { AuditEntry } from "../admin/service";
import { balanceOf, sessionEarning } from "./arithmetic";
import { decidePayout } from "./payout-decision";
import type { EarningsRepository, PaidSessionRow, PayoutRow } from "./repository";

/** Today (YYYY-MM-DD) in the business's zone. */
const businessDay = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(now);

const payoutToWire = (row: PayoutRow): Payout => ({
  _id: row.id,
  amount: row.amount,
  paidOn: row.paidOn,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

const CSV_COLUMNS = [
  { header: "Session ID", value: (line: EarningLine) => line.bookingId },
  { header: "Start (UTC)", value: (line: EarningLine) => line.start },
  { header: "Session", value: (line: EarningLine) => line.title },
  { header: "Learner", value: (line: EarningLine) => line.learnerName },
  { header: "State", value: (line: EarningLine) => line.state },
  { header: "Fee (INR)", value: (line: EarningLine) => line.fee },
  { header: "Refunded (INR)", value: (line: EarningLine) => line.refunded },
  { header: "Commission (INR)", value: (line: EarningLine) => line.commission },
  { header: "Share (INR)", value: (line: EarningLine) => line.share },
  { header: "Status", value: (line: EarningLine) => line.status },
] as const;

export interface EarningsServiceDeps {
  repo: EarningsRepository;
  commissionPercent: number;
  audit: Pick<FastifyInstance["audit"], "record" | "recordIn">;
  now?: () => Date;
}

/** A recorded payout, and whether this request recorded it (false: a retry answered with it). */
export interface PayoutOutcome {
  payout: Payout;
  recorded: boolean;
}

/** A coach's earnings (the coach's and the console's view), the console's overview, and payouts. */
export function createEarningsService({
  repo,
  commissionPercent,
  audit,
  now = () => new Date(),
}: EarningsServiceDeps) {
  const lineOf = (row: PaidSessionRow): EarningLine => ({
    bookingId: row.id,
    start: row.startsAt.toISOString(),
    title: row.title,
    learnerName: row.learnerName,
    state: row.state,
    ...sessionEarning(
      {
        state: row.state,
        fee: row.fee,
        refunded: Number(row.refunded),
        disputed: row.disputed,
        disputeOutcome: row.disputeOutcome,
      },
      commissionPercent,
    ),
  });

  async function coachOf(coachId: string) {
    const coach = await repo.coach(coachId);
    if (!coach) throw notFound(messages.catalogue.coachNotFound);
    return coach;
  }

  /** The month asked for, or the current one in the business's zone. */
  const monthOf = (month: string | undefined) => month ?? businessDay(now()).slice(0, 7);

  async function lines(coachId: string, month: string) {
    return (await repo.sessionsIn(coachId, month)).map(lineOf);
  }

  return {
    async earnings(coachId: string, query: { month?: string | undefined }): Promise<Earnings> {
      const coach = await coachOf(coachId);
      const month = monthOf(query.month);
      const [all, payouts] = await Promise.all([repo.sessionsOf(coachId), repo.payoutsOf(coachId)]);
      const allLines = all.map((row) => ({ month: row.month, line: lineOf(row) }));
      const months = new Map<string, Earnings["months"][number]>();
      for (const { month: key, line } of allLines) {
        const total = months.get(key) ?? {
          month: key,
          sessions: 0,
          fees: 0,
          refunded: 0,
          commission: 0,
          share: 0,
        };
        total.sessions += 1;
        total.fees += line.fee;
        total.refunded += line.refunded;
        total.commission += line.commission;
        total.share += line.share;
        months.set(key, total);
      }
      const paidOut = payouts.reduce((sum, row) => sum + row.amount, 0);
      return {
        coach: { _id: coach.id, name: coach.name },
        commissionPercent,
        balance: balanceOf(
          allLines.map(({ line }) => line),
          paidOut,
        ),
        months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)),
        month,
        lines: allLines.filter((entry) => entry.month === month).map(({ line }) => line),
        payouts: payouts.map(payoutToWire),
      };
    },

    /** The statement of one month as CSV, and the file's name; the export is audited. */
    async statement(actor: AuditEntry["actor"], coachId: string, query: { month?: string | undefined }) {
      const coach = await coachOf(coachId);
      const month = monthOf(query.month);
      const slug =
        coach.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || coach.id;
      const statementLines = await lines(coachId, month);
      await audit.record({
        actor,
        action: "coach-earnings.exported",
        entityType: "coach",
        entityId: coach.id,
        after: { month, rows: statementLines.length },
      });
      return { filename: `earnings-${slug}-${month}.csv`, csv: toCsv(CSV_COLUMNS, statementLines) };
    },

    /**
     * Records a payout made outside the site (paying through the provider is not built), once per
     * idempotency key, with a reference of its own and within the coach's available balance;
     * audited in the same transaction.
     */
    async recordPayout(
      actor: AuditEntry["actor"],
      coachId: string,
      body: z.output<typeof PayoutRequestSchema>,
    ): Promise<PayoutOutcome> {
      await coachOf(coachId);
      if (body.paidOn > businessDay(now())) {
        const message = coachEarningsMessages.paidOnFuture;
        throw badRequest(message, [{ path: "paidOn", message }]);
      }
      const recordedBy = actor.type === "user" ? actor.user.id : null;
      const outcome = await repo.payoutOnce(
        { coachId, ...body, recordedBy },
        ({ sameKey, sameReference, sessions, paidOut }) =>
          decidePayout({
            asked: body,
            sameKey,
            sameReference,
            available: balanceOf(sessions.map(lineOf), paidOut).due,
          }),
        (tx, row) =>
          audit.recordIn(tx, {
            actor,
            action: "coach.payout",
            entityType: "coach",
            entityId: coachId,
            after: {
              payout: { id: row.id, amount: row.amount, paidOn: row.paidOn, reference: row.reference },
            },
          }),
      );
      switch (outcome.kind) {
        case "recorded":
          return { payout: payoutToWire(outcome.payout), recorded: true };
        case "replay":
          return { payout: payoutToWire(outcome.payout), recorded: false };
        case "key-reused":
          throw new AppError(409, "CONFLICT", coachEarningsMessages.idempotencyKeyReused);
        case "reference-taken": {
          const message = coachEarningsMessages.referenceTaken;
          throw new AppError(409, "CONFLICT", message, [{ path: "reference", message }]);
        }
        default: {
          const message = coachEarningsMessages.overBalance(outcome.available);
          throw badRequest(message, [{ path: "amount", message }]);
        }
      }
    },

    /** Every coach's practice: account, sessions by outcome, cancels by the coach, and what is due. */
    async practices(): Promise<CoachPractice[]> {
      const [rows, available, paidOut] = await Promise.all([
        repo.practices(now()),
        repo.availableSessions(),
        repo.paidOutByCoach(),
      ]);
      const earned = new Map<string, number>();
      for (const row of available) {
        const { share } = lineOf(row);
        earned.set(row.coachId, (earned.get(row.coachId) ?? 0) + share);
      }
      return rows.map((row) => ({
        coach: { _id: row.id, name: row.name, disabled: row.disabled },
        account: row.accountEmail ? { email: row.accountEmail } : null,
        upcoming: Number(row.upcoming),
        completed: Number(row.completed),
        noShows: Number(row.noShows),
        cancelledByCoach: Number(row.cancelledByCoach),
        due: (earned.get(row.id) ?? 0) - (paidOut.get(row.id) ?? 0),
      }));
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
