import { adminBookingMessages, NO_SHOW_DISPUTE_HOURS } from "@clutch/contract";
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/client";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";
import { AppError, hasSqlState } from "../../lib/errors";
import type { Range } from "./availability";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type BookingRow = typeof t.liveSessionBookings.$inferSelect;

/** PostgreSQL's exclusion_violation: the range overlaps a live hold or booking of the coach. */
const EXCLUSION_VIOLATION = new Set(["23P01"]);
export const isSlotTaken = (error: unknown) => hasSqlState(error, EXCLUSION_VIOLATION);

const bookingOf = t.liveSessionBookings;
/** The bookings a learner sees: paid ones (holds and released ones never were sessions). */
export const LEARNER_STATES = ["CONFIRMED", "CANCELLED", "COMPLETED", "NO_SHOW"];

/**
 * The reminder stamps of a session that starts at `start` and is confirmed or moved now, for the
 * learner's reminders and the coach's alike: a reminder whose moment (24 h or 1 h before the start)
 * has already passed is not needed, so it is stamped sent at once and never sent — a session booked
 * 3 hours ahead gets no "in 24 hours" mail. The others are left to the reminder job, and any claim
 * on them is dropped: a moved session gets its reminders for its new time (a sender still busy with
 * the old time then marks nothing).
 */
const reminderStamps = (start: SQL) => ({
  reminder24hClaimedAt: null,
  reminder24hAt: sql`case when ${start} < now() + interval '24 hours' then now() end`,
  reminder1hClaimedAt: null,
  reminder1hAt: sql`case when ${start} < now() + interval '1 hour' then now() end`,
  coachReminder24hClaimedAt: null,
  coachReminder24hAt: sql`case when ${start} < now() + interval '24 hours' then now() end`,
  coachReminder1hClaimedAt: null,
  coachReminder1hAt: sql`case when ${start} < now() + interval '1 hour' then now() end`,
});

/** Who an e-mail of a session goes to. */
export type Audience = "learner" | "coach";

/** Only sessions whose coach has an account are mailed to the coach (no account: nobody to tell). */
const COACH_HAS_ACCOUNT = sql.raw(
  "exists (select 1 from users where users.coach_id = live_session_bookings.coach_id)",
);

/**
 * The columns of each reminder (its claim and its sent mark) per audience, and the window of
 * starts it is due for (after the 1 h one is due, the 24 h one is not).
 */
const REMINDERS = {
  learner: {
    24: { claimed: "reminder_24h_claimed_at", sent: "reminder_24h_at", after: 1 },
    1: { claimed: "reminder_1h_claimed_at", sent: "reminder_1h_at", after: 0 },
  },
  coach: {
    24: { claimed: "coach_reminder_24h_claimed_at", sent: "coach_reminder_24h_at", after: 1 },
    1: { claimed: "coach_reminder_1h_claimed_at", sent: "coach_reminder_1h_at", after: 0 },
  },
} as const;

/**
 * The e-mails of a session sent once each (not reminders): their claim and sent columns, which
 * bookings may have them, and since when a failed first sending is retried by the job.
 */
const ONCE_MAILS = {
  confirmation: {
    claimed: "confirmation_claimed_at",
    sent: "confirmation_sent_at",
    due: sql.raw("state = 'CONFIRMED'"),
    since: "confirmed_at",
  },
  coachConfirmation: {
    claimed: "coach_confirmation_claimed_at",
    sent: "coach_confirmation_sent_at",
    // A coach who gets an account later is told of the sessions still ahead, not of past ones.
    due: sql`state = 'CONFIRMED' and ends_at > now() and ${COACH_HAS_ACCOUNT}`,
    since: "confirmed_at",
  },
  summary: {
    claimed: "summary_mail_claimed_at",
    sent: "summary_mail_sent_at",
    due: sql.raw("state = 'COMPLETED' and summary_at is not null"),
    since: "summary_at",
  },
  /** The coach's mark of absence, told while it can still be disputed (never for older marks). */
  noShow: {
    claimed: "no_show_mail_claimed_at",
    sent: "no_show_mail_sent_at",
    due: sql`state = 'NO_SHOW' and outcome_by = 'coach' and completed_at > now() - make_interval(hours => ${NO_SHOW_DISPUTE_HOURS})`,
    since: "completed_at",
  },
  /** An operator's outcome of the learner's dispute. */
  disputeOutcome: {
    claimed: "dispute_mail_claimed_at",
    sent: "dispute_mail_sent_at",
    due: sql.raw("dispute_outcome is not null"),
    since: "dispute_resolved_at",
  },
} as const;
export type OnceMail = keyof typeof ONCE_MAILS;

/** A claimed reminder: its booking and its claim stamp, as text so that it compares exactly when marked. */
export interface ReminderClaim {
  bookingId: string;
  claim: string;
}

/**
 * Puts the writes that place a session on one coach's calendar (hold, move, confirm) in line, for
 * the rest of the transaction. The exclusion constraint still decides who gets a time, but
 * concurrent inserts checking it can find each other's rows and deadlock (PostgreSQL then aborts
 * one with 40P01, which would be a 500); in line, each later write sees the earlier one and gets
 * `isSlotTaken`.
 */
async function lockCalendar(tx: Tx, coachId: string | SQL) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('live-session-calendar:' || ${coachId}, 0))`,
  );
}

/** Coaches' offers and hours, and the bookings of live sessions. */
export function createLiveSessionsRepository(db: Database) {
  /** Holds past their time are let go before a new hold of the same coach and time is tried. */
  async function releaseStaleHolds(tx: Tx | Database, coachId: string, range: Range) {
    await tx
      .update(bookingOf)
      .set({ state: "RELEASED", updatedAt: sql`now()` })
      .where(
        sql`${bookingOf.coachId} = ${coachId} and ${bookingOf.state} = 'HOLD' and ${bookingOf.holdExpiresAt} <= now()
            and tstzrange(${bookingOf.startsAt}, ${bookingOf.endsAt}, '[)') && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, '[)')`,
      );
  }

  return {
    async coach(coachId: string) {
      const [coach] = await db
        .select({ id: t.coaches.id, name: t.coaches.name, timeZone: t.coaches.timeZone })
        .from(t.coaches)
        .where(and(eq(t.coaches.id, coachId), visible.coach))
        .limit(1);
      return coach;
    },

    /** A session type the coach offers (a retired one is no longer offered). */
    async sessionType(coachId: string, sessionTypeId: string) {
      const [type] = await db
        .select()
        .from(t.sessionTypes)
        .where(
          and(
            eq(t.sessionTypes.id, sessionTypeId),
            eq(t.sessionTypes.coachId, coachId),
            isNull(t.sessionTypes.retiredAt),
          ),
        )
        .limit(1);
      return type;
    },

    async weeklyHours(coachId: string) {
      return db
        .select({
          weekday: t.coachAvailability.weekday,
          startTime: t.coachAvailability.startTime,
          endTime: t.coachAvailability.endTime,
        })
        .from(t.coachAvailability)
        .where(eq(t.coachAvailability.coachId, coachId))
        .orderBy(asc(t.coachAvailability.weekday), asc(t.coachAvailability.startTime));
    },

    /** The coach's time taken between two instants: confirmed sessions and holds still running. */
    async busy(coachId: string, from: Date, to: Date, exceptBookingId?: string): Promise<Range[]> {
      const rows = await db
        .select({ start: bookingOf.startsAt, end: bookingOf.endsAt })
        .from(bookingOf)
        .where(
          sql`${bookingOf.coachId} = ${coachId} and ${bookingOf.endsAt} > ${from.toISOString()}::timestamptz and ${bookingOf.startsAt} < ${to.toISOString()}::timestamptz
              and (${bookingOf.state} = 'CONFIRMED' or (${bookingOf.state} = 'HOLD' and ${bookingOf.holdExpiresAt} > now()))
              ${exceptBookingId ? sql`and ${bookingOf.id} <> ${exceptBookingId}` : sql``}`,
        );
      return rows;
    },

    /** What limits a coach's slots besides the hours: notice, buffer, daily cap, and time off not ended before `fromDay`. */
    async slotRules(coachId: string, fromDay: string) {
      const [[rules], timeOff] = await Promise.all([
        db
          .select({
            minNoticeHours: t.coaches.minNoticeHours,
            bufferMinutes: t.coaches.bufferMinutes,
            dailyCap: t.coaches.dailyCap,
          })
          .from(t.coaches)
          .where(eq(t.coaches.id, coachId))
          .limit(1),
        db
          .select({ firstDay: t.coachTimeOff.firstDay, lastDay: t.coachTimeOff.lastDay })
          .from(t.coachTimeOff)
          .where(and(eq(t.coachTimeOff.coachId, coachId), gte(t.coachTimeOff.lastDay, fromDay))),
      ]);
      return {
        minNoticeHours: rules?.minNoticeHours ?? 0,
        bufferMinutes: rules?.bufferMinutes ?? 0,
        dailyCap: rules?.dailyCap ?? null,
        timeOff,
      };
    },

    /**
     * Holds a slot. The exclusion constraint decides: of any number of holds tried at once for
     * overlapping times of one coach, one is inserted and the others fail with `isSlotTaken`.
     */
    async hold(input: {
      userId: string;
      coachId: string;
      type: typeof t.sessionTypes.$inferSelect;
      timeZone: string;
      learnerTimeZone: string | null;
      notes: string | null;
      range: Range;
      holdExpiresAt: Date;
      /** The room made for this booking, used when the coach has no meeting link of their own. */
      generatedRoom: string;
    }) {
      return db.transaction(async (tx) => {
        await lockCalendar(tx, input.coachId);
        await releaseStaleHolds(tx, input.coachId, input.range);
        const [booking] = await tx
          .insert(bookingOf)
          .values({
            userId: input.userId,
            coachId: input.coachId,
            sessionTypeId: input.type.id,
            level: input.type.level,
            title: input.type.title,
            price: input.type.price,
            topicsCovered: input.type.topicsCovered,
            timeZone: input.timeZone,
            learnerTimeZone: input.learnerTimeZone,
            notes: input.notes,
            startsAt: input.range.start,
            endsAt: input.range.end,
            state: "HOLD",
            holdExpiresAt: input.holdExpiresAt,
            meetingUrl: sql`coalesce((select ${t.coaches.meetingUrl} from ${t.coaches} where ${t.coaches.id} = ${input.coachId}), ${input.generatedRoom})`,
          })
          .returning();
        if (!booking) throw new Error("insert returned no booking");
        return booking;
      });
    },

    /** Lets a hold go (its order could not be made, failed or expired). */
    async release(bookingId: string, tx: Tx | Database = db) {
      await tx
        .update(bookingOf)
        .set({ state: "RELEASED", updatedAt: sql`now()` })
        .where(and(eq(bookingOf.id, bookingId), eq(bookingOf.state, "HOLD")));
    },

    /**
     * The order is paid: the hold becomes a confirmed session. A hold already let go (paid at the
     * last moment) is taken back if its time is still free — in a savepoint, so a clash leaves the
     * order's transaction intact and the payment is refunded instead.
     */
    async confirm(tx: Tx, bookingId: string): Promise<boolean> {
      try {
        return await tx.transaction(async (savepoint) => {
          // The booking's coach, found in the same statement (no booking: no lock, nothing updated).
          await lockCalendar(
            savepoint,
            sql`(select ${bookingOf.coachId} from ${bookingOf} where ${bookingOf.id} = ${bookingId})`,
          );
          const [confirmed] = await savepoint
            .update(bookingOf)
            .set({
              state: "CONFIRMED",
              confirmedAt: sql`now()`,
              updatedAt: sql`now()`,
              ...reminderStamps(sql`${bookingOf.startsAt}`),
            })
            .where(and(eq(bookingOf.id, bookingId), inArray(bookingOf.state, ["HOLD", "RELEASED"])))
            .returning({ id: bookingOf.id });
          return confirmed !== undefined;
        });
      } catch (error) {
        if (isSlotTaken(error)) return false;
        throw error;
      }
    },

    /**
     * A refunded session is cancelled (if it was not already), as the business's (an operator's or
     * its coach's). A cancel asked for (`cancelling`) of a session marked meanwhile (completed or a
     * no-show) throws, so the refund's transaction rolls back rather than refund a kept session.
     */
    async cancelIn(tx: Tx, bookingId: string, by: "operator" | "coach", cancelling: boolean) {
      const cancelled = await tx
        .update(bookingOf)
        .set({
          state: "CANCELLED",
          cancelledAt: sql`coalesce(${bookingOf.cancelledAt}, now())`,
          cancelledBy: by,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookingOf.id, bookingId), eq(bookingOf.state, "CONFIRMED")))
        .returning({ id: bookingOf.id });
      if (!cancelling || cancelled.length > 0) return;
      const [row] = await tx
        .select({ state: bookingOf.state, disputeOutcome: bookingOf.disputeOutcome })
        .from(bookingOf)
        .where(eq(bookingOf.id, bookingId));
      // A no-show reversed on the learner's dispute (in this transaction) is refunded and stays a no-show.
      const reversedNoShow = row?.state === "NO_SHOW" && row.disputeOutcome === "reversed";
      if (row?.state === "COMPLETED" || (row?.state === "NO_SHOW" && !reversedNoShow))
        throw new AppError(409, "CONFLICT", adminBookingMessages.notConfirmed);
    },

    /**
     * The learner's dispute of a mark of absence ("I was there"), once and within the window after
     * the mark, with `record`'s audit row in the same transaction; answers whether this call made it.
     */
    async dispute(userId: string, bookingId: string, note: string, record: (tx: Tx) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [disputed] = await tx
          .update(bookingOf)
          .set({ disputedAt: sql`now()`, disputeNote: note, updatedAt: sql`now()` })
          .where(
            sql`${bookingOf.id} = ${bookingId} and ${bookingOf.userId} = ${userId} and ${bookingOf.state} = 'NO_SHOW'
                and ${bookingOf.outcomeBy} = 'coach' and ${bookingOf.disputedAt} is null
                and ${bookingOf.completedAt} >= now() - make_interval(hours => ${NO_SHOW_DISPUTE_HOURS})`,
          )
          .returning({ id: bookingOf.id });
        if (!disputed) return false;
        await record(tx);
        return true;
      });
    },

    async title(bookingId: string) {
      const [row] = await db
        .select({ title: bookingOf.title })
        .from(bookingOf)
        .where(eq(bookingOf.id, bookingId));
      return row?.title ?? "";
    },

    /** The user's confirmed, cancelled and past sessions (with the coach), the latest start first. */
    async bookingsOf(userId: string) {
      return db
        .select({ booking: bookingOf, coach: t.coaches })
        .from(bookingOf)
        .innerJoin(t.coaches, eq(t.coaches.id, bookingOf.coachId))
        .where(and(eq(bookingOf.userId, userId), inArray(bookingOf.state, LEARNER_STATES)))
        .orderBy(desc(bookingOf.startsAt));
    },

    async bookingById(bookingId: string) {
      const [row] = await db
        .select({ booking: bookingOf, coach: t.coaches })
        .from(bookingOf)
        .innerJoin(t.coaches, eq(t.coaches.id, bookingOf.coachId))
        .where(eq(bookingOf.id, bookingId))
        .limit(1);
      return row;
    },

    async bookingOf(userId: string, bookingId: string) {
      const [row] = await db
        .select({ booking: bookingOf, coach: t.coaches })
        .from(bookingOf)
        .innerJoin(t.coaches, eq(t.coaches.id, bookingOf.coachId))
        .where(and(eq(bookingOf.id, bookingId), eq(bookingOf.userId, userId)))
        .limit(1);
      return row;
    },

    /** Cancels a confirmed session that starts after `notBefore`; answers whether it did. */
    async cancel(userId: string, bookingId: string, notBefore: Date) {
      const [cancelled] = await db
        .update(bookingOf)
        .set({ state: "CANCELLED", cancelledAt: sql`now()`, cancelledBy: "learner", updatedAt: sql`now()` })
        .where(
          sql`${bookingOf.id} = ${bookingId} and ${bookingOf.userId} = ${userId} and ${bookingOf.state} = 'CONFIRMED' and ${bookingOf.startsAt} >= ${notBefore.toISOString()}::timestamptz`,
        )
        .returning({ id: bookingOf.id });
      return cancelled !== undefined;
    },

    /** Moves a confirmed session that starts after `notBefore`; the exclusion constraint guards the new time. */
    async move(booking: { id: string; userId: string; coachId: string }, range: Range, notBefore: Date) {
      const { id: bookingId, userId, coachId } = booking;
      return db.transaction(async (tx) => {
        await lockCalendar(tx, coachId);
        await releaseStaleHolds(tx, coachId, range);
        const [moved] = await tx
          .update(bookingOf)
          .set({
            startsAt: range.start,
            endsAt: range.end,
            ...reminderStamps(sql`${range.start.toISOString()}::timestamptz`),
            updatedAt: sql`now()`,
          })
          .where(
            sql`${bookingOf.id} = ${bookingId} and ${bookingOf.userId} = ${userId} and ${bookingOf.state} = 'CONFIRMED' and ${bookingOf.startsAt} >= ${notBefore.toISOString()}::timestamptz`,
          )
          .returning({ id: bookingOf.id });
        return moved !== undefined;
      });
    },

    /** Claims a once-only e-mail of a session (one sender; a stale claim is taken over). */
    async claimMail(mail: OnceMail, bookingId: string) {
      const { claimed, sent, due } = ONCE_MAILS[mail];
      const result = await db.execute<{ id: string }>(sql`
        update live_session_bookings set ${sql.raw(claimed)} = now()
        where id = ${bookingId} and ${due} and ${sql.raw(sent)} is null
          and (${sql.raw(claimed)} is null or ${sql.raw(claimed)} < now() - interval '5 minutes')
        returning id`);
      return rowsOf<{ id: string }>(result).length > 0;
    },

    /** Records a claimed once-only e-mail as sent, or gives the claim back for the job's next pass. */
    async markMail(mail: OnceMail, bookingId: string, wasSent: boolean) {
      const { claimed, sent } = ONCE_MAILS[mail];
      const set = wasSent ? sql`${sql.raw(sent)} = now()` : sql`${sql.raw(claimed)} = null`;
      await db.execute(sql`update live_session_bookings set ${set} where id = ${bookingId}`);
    },

    /** Sessions whose once-only e-mail is still due a minute after its moment (its first sending failed). */
    async mailsDue(mail: OnceMail, limit: number) {
      const { sent, due, since } = ONCE_MAILS[mail];
      const result = await db.execute<{ id: string }>(sql`
        select id from live_session_bookings
        where ${due} and ${sql.raw(sent)} is null and ${sql.raw(since)} < now() - interval '1 minute'
        limit ${limit}`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * Claims the reminders that are due: `hours` before the start, not yet sent (the 24-hour one
     * only while the 1-hour one is not due yet), and not claimed or claimed over 5 minutes ago (the
     * lease of a sender that died). One statement with SKIP LOCKED, so with several instances each
     * reminder is claimed by one of them at a time; `markReminder` then records the outcome.
     */
    async claimReminders(audience: Audience, hours: 24 | 1, limit: number): Promise<ReminderClaim[]> {
      const { claimed, sent, after } = REMINDERS[audience][hours];
      const result = await db.execute<{ id: string; claim: string }>(sql`
        update live_session_bookings set ${sql.raw(claimed)} = now()
        where id in (
          select id from live_session_bookings
          where state = 'CONFIRMED' and ${sql.raw(sent)} is null
            and (${sql.raw(claimed)} is null or ${sql.raw(claimed)} < now() - interval '5 minutes')
            and starts_at > now() + make_interval(hours => ${after})
            and starts_at <= now() + make_interval(hours => ${hours})
            ${audience === "coach" ? sql`and ${COACH_HAS_ACCOUNT}` : sql``}
          order by starts_at
          limit ${limit}
          for update skip locked
        )
        returning id, ${sql.raw(claimed)}::text as claim`);
      return rowsOf<{ id: string; claim: string }>(result).map((row) => ({
        bookingId: row.id,
        claim: row.claim,
      }));
    },

    /**
     * Records a claimed reminder's outcome: sent (stamped, never claimed again) or not (the claim
     * is dropped, so the next pass retries it). Only while the claim is still this one: a session
     * moved meanwhile has lost it, and its reminder for the new time stays due.
     */
    async markReminder(
      audience: Audience,
      hours: 24 | 1,
      { bookingId, claim }: ReminderClaim,
      wasSent: boolean,
    ) {
      const { claimed, sent } = REMINDERS[audience][hours];
      const set = wasSent ? sql`${sql.raw(sent)} = now()` : sql`${sql.raw(claimed)} = null`;
      await db.execute(sql`
        update live_session_bookings set ${set}
        where id = ${bookingId} and ${sql.raw(claimed)} = ${claim}::timestamptz`);
    },

    /** The account that runs the coach profile (none: the coach is not e-mailed). */
    async coachAccount(coachId: string) {
      const [user] = await db
        .select({ email: t.users.email, name: t.users.name })
        .from(t.users)
        .where(eq(t.users.coachId, coachId))
        .limit(1);
      return user;
    },

    /**
     * Completes, in one statement, the confirmed sessions that ended over `hours` ago and were
     * never marked; answers how many.
     */
    async autoComplete(hours: number) {
      const done = await db
        .update(bookingOf)
        .set({ state: "COMPLETED", completedAt: sql`now()`, outcomeBy: "auto", updatedAt: sql`now()` })
        .where(
          sql`${bookingOf.state} = 'CONFIRMED' and ${bookingOf.endsAt} < now() - make_interval(hours => ${hours})`,
        )
        .returning({ id: bookingOf.id });
      return done.length;
    },

    async userEmail(userId: string) {
      const [user] = await db
        .select({ email: t.users.email, name: t.users.name })
        .from(t.users)
        .where(eq(t.users.id, userId))
        .limit(1);
      return user;
    },
  };
}

export type LiveSessionsRepository = ReturnType<typeof createLiveSessionsRepository>;
