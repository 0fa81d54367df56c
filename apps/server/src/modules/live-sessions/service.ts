import {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  BOOKING_LEAD_HOURS,
  type Booking,
  CANCEL_NOTICE_HOURS,
  HOLD_MINUTES,
  isIdShaped,
  JOIN_OPENS_MINUTES,
  messages,
  paths,
  type SessionLevel,
} from "@clutch/contract";
import type { FastifyBaseLogger } from "fastify";
import type * as t from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import type { PaymentsService } from "../payments/service";
import { freeSlots, isKnownTimeZone, localInfo, type Range } from "./availability";
import { sessionCalendar } from "./calendar";
import {
  cancellationMail,
  confirmationMail,
  type RefundFacts,
  reminderMail,
  rescheduleMail,
  type SessionMailFacts,
} from "./mails";
import { type BookingRow, isSlotTaken, type LiveSessionsRepository } from "./repository";

const m = messages.liveSessions;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JOB_BATCH = 50;

export interface LiveSessionsDeps {
  repo: LiveSessionsRepository;
  payments: PaymentsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
}

type CoachRow = typeof t.coaches.$inferSelect;

const slotUnavailable = () => new AppError(400, "SLOT_UNAVAILABLE", m.slotUnavailable);
const slotTaken = () => new AppError(409, "SLOT_TAKEN", m.slotTaken);
const tooLate = () => new AppError(400, "TOO_LATE_TO_CANCEL", m.tooLateToCancel);
const bookingNotFound = () => notFound(m.bookingNotFound);

/**
 * Live sessions: free slots from a coach's weekly hours, a hold per booking that the database
 * keeps from overlapping any other, confirmation when its order is paid (the payments flow calls
 * `fulfiller`), cancel and move up to the cancel notice, calendar files, e-mails and reminders.
 */
export function createLiveSessionsService({
  repo,
  payments,
  mailer,
  log,
  publicUrl,
  now = () => new Date(),
}: LiveSessionsDeps) {
  const host = new URL(publicUrl).hostname;
  const manageUrl = `${publicUrl}${paths.profileBookings}`;

  /**
   * Slots of a coach's session type between two instants, never sooner than the coach's minimum
   * notice (the lead time at least), outside their time off, and on days under their daily cap: the
   * free ones (also kept the buffer away from other sessions), or with `includeTaken` every slot
   * the weekly hours offer on those days.
   */
  async function slotsOf(
    coachId: string,
    timeZone: string,
    durationMinutes: number,
    range: Range,
    options: { except?: string; includeTaken?: boolean } = {},
  ) {
    const dayBefore = new Date(range.start.getTime() - DAY);
    const fromDay = localInfo({ start: dayBefore, end: dayBefore }, timeZone).date;
    const rules = await repo.slotRules(coachId, fromDay);
    const notice = Math.max(BOOKING_LEAD_HOURS, rules.minNoticeHours) * HOUR;
    const earliest = new Date(now().getTime() + notice);
    const from = range.start < earliest ? earliest : range.start;
    if (from >= range.end) return [];
    // Whole local days around the range, so the daily cap counts every session of a day.
    const [week, booked] = await Promise.all([
      repo.weeklyHours(coachId),
      repo.busy(
        coachId,
        new Date(from.getTime() - DAY - HOUR),
        new Date(range.end.getTime() + DAY),
        options.except,
      ),
    ]);
    return freeSlots({
      timeZone,
      week,
      durationMinutes,
      from,
      to: range.end,
      busy: options.includeTaken ? [] : booked,
      booked,
      bufferMinutes: rules.bufferMinutes,
      timeOff: rules.timeOff,
      dailyCap: rules.dailyCap,
    });
  }

  async function coachAndType(coachId: string, sessionTypeId: string) {
    const coach = isIdShaped(coachId) ? await repo.coach(coachId) : undefined;
    if (!coach) throw notFound(messages.catalogue.coachNotFound);
    const type = isIdShaped(sessionTypeId) ? await repo.sessionType(coach.id, sessionTypeId) : undefined;
    if (!type) throw badRequest(m.unknownSessionType);
    return { coach, type };
  }

  /**
   * The free slot that starts at `start`. Throws SLOT_UNAVAILABLE when no slot starts then (past,
   * under the lead time, outside the hours) and SLOT_TAKEN when one does but it is held or booked.
   */
  async function freeSlotAt(
    coachId: string,
    timeZone: string,
    durationMinutes: number,
    start: Date,
    except?: string,
  ) {
    const around = { start: new Date(start.getTime() - DAY), end: new Date(start.getTime() + DAY) };
    const at = (slots: Range[]) => slots.find((slot) => slot.start.getTime() === start.getTime());
    const free = at(await slotsOf(coachId, timeZone, durationMinutes, around, { except }));
    if (free) return free;
    if (at(await slotsOf(coachId, timeZone, durationMinutes, around, { includeTaken: true })))
      throw slotTaken();
    throw slotUnavailable();
  }

  function toBooking(booking: BookingRow, coach: CoachRow): Booking {
    const ended = booking.endsAt <= now();
    // A session the coach has not marked yet reads as completed to the learner once it has ended.
    const state =
      booking.state === "CANCELLED" || booking.state === "NO_SHOW" || booking.state === "COMPLETED"
        ? booking.state
        : ended
          ? "COMPLETED"
          : "CONFIRMED";
    return {
      _id: booking.id,
      id: booking.id,
      coach: {
        _id: coach.id,
        name: coach.name,
        rating: coach.rating,
        popularity: coach.popularity,
        hexagonHorImage: coach.hexagonHorImage,
        hexagonVerImage: coach.hexagonVerImage,
        headerImage: coach.headerImage,
        country: coach.country,
      },
      sessionTypeId: booking.sessionTypeId,
      level: booking.level as SessionLevel,
      title: booking.title,
      price: booking.price,
      topicsCovered: booking.topicsCovered,
      info: {
        ...localInfo({ start: booking.startsAt, end: booking.endsAt }, booking.timeZone),
        price: booking.price,
      },
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      timeZone: booking.timeZone,
      state,
      status: "Success",
      changeable:
        state === "CONFIRMED" && booking.startsAt.getTime() - now().getTime() >= CANCEL_NOTICE_HOURS * HOUR,
      notes: booking.notes,
      meetingUrl: state === "CONFIRMED" ? booking.meetingUrl : null,
      joinableFrom: new Date(booking.startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000).toISOString(),
      summary: booking.summaryAt
        ? { text: booking.summaryText ?? "", practise: booking.summaryPractise }
        : null,
    };
  }

  async function mailFacts(booking: BookingRow, coach: CoachRow): Promise<SessionMailFacts | undefined> {
    const user = await repo.userEmail(booking.userId);
    if (!user) return undefined;
    return {
      to: user.email,
      userName: user.name,
      title: booking.title,
      coachName: coach.name,
      start: booking.startsAt,
      end: booking.endsAt,
      coachTimeZone: booking.timeZone,
      learnerTimeZone: booking.learnerTimeZone,
      price: booking.price,
      manageUrl,
    };
  }

  const calendarOf = (booking: BookingRow, coach: CoachRow, sequence = 0) =>
    sessionCalendar({
      id: booking.id,
      title: booking.title,
      coachName: coach.name,
      start: booking.startsAt,
      end: booking.endsAt,
      timeZone: booking.timeZone,
      topicsCovered: booking.topicsCovered,
      sequence: sequence || Math.floor(booking.updatedAt.getTime() / 1000),
      cancelled: booking.state === "CANCELLED",
      url: manageUrl,
      host,
    });

  /**
   * Sends one claimed e-mail of a booking (a confirmation or a reminder) and marks it: sent once the
   * mail server took it, or given back for the next pass when it could not be sent. A failed mark of
   * a sent mail is left to the claim's expiry rather than sending it again at once.
   */
  async function sendClaimed(
    what: string,
    bookingId: string,
    build: (
      row: { booking: BookingRow; coach: CoachRow },
      facts: SessionMailFacts,
    ) => Parameters<Mailer["send"]>[0],
    mark: (sent: boolean) => Promise<void>,
  ): Promise<boolean> {
    try {
      const row = await repo.bookingById(bookingId);
      const facts = row && (await mailFacts(row.booking, row.coach));
      if (!row || !facts) throw new Error("booking or learner not found");
      await mailer.send(build(row, facts));
    } catch (error) {
      log.error({ err: error, bookingId }, `The ${what} could not be sent; it is retried`);
      await mark(false);
      return false;
    }
    await mark(true);
    return true;
  }

  /** Sends the confirmation of a paid session once (claimed; given back for a retry when sending fails). */
  async function sendConfirmation(bookingId: string) {
    if (!(await repo.claimConfirmation(bookingId))) return;
    await sendClaimed(
      "session confirmation",
      bookingId,
      (row, facts) => confirmationMail(facts, calendarOf(row.booking, row.coach)),
      (sent) => repo.markConfirmation(bookingId, sent),
    );
  }

  async function sendQuietly(
    what: string,
    bookingId: string,
    build: () => Promise<Parameters<Mailer["send"]>[0] | undefined>,
  ) {
    try {
      const mail = await build();
      if (mail) await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, bookingId }, `The ${what} e-mail could not be sent`);
    }
  }

  /** Tells the learner their session is cancelled and where the refund stands (a failure is logged). */
  async function sendCancellation(bookingId: string, refund: RefundFacts, by: "learner" | "operator") {
    await sendQuietly("cancellation", bookingId, async () => {
      const row = await repo.bookingById(bookingId);
      const facts = row && (await mailFacts(row.booking, row.coach));
      return facts && cancellationMail(facts, refund, calendarOf(row.booking, row.coach), by);
    });
  }

  return {
    async availability(coachId: string, query: { sessionType: string; from?: string; to?: string }) {
      const { coach, type } = await coachAndType(coachId, query.sessionType);
      const from = query.from ? new Date(query.from) : now();
      const to = query.to ? new Date(query.to) : new Date(from.getTime() + AVAILABILITY_DEFAULT_DAYS * DAY);
      if (!(from < to) || to.getTime() - from.getTime() > AVAILABILITY_MAX_DAYS * DAY)
        throw badRequest(m.badRange);
      const slots = await slotsOf(coach.id, coach.timeZone, type.durationMinutes, { start: from, end: to });
      return {
        timeZone: coach.timeZone,
        data: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
      };
    },

    /** Holds the slot (the database refuses an overlapping one) and opens its order. */
    async book(
      userId: string,
      body: {
        coachId: string;
        sessionTypeId: string;
        start: string;
        phone?: string;
        timeZone?: string;
        notes?: string;
      },
    ) {
      const { coach, type } = await coachAndType(body.coachId, body.sessionTypeId);
      const payer = await payments.payer(userId, body.phone);
      const slot = await freeSlotAt(coach.id, coach.timeZone, type.durationMinutes, new Date(body.start));
      const holdExpiresAt = new Date(now().getTime() + HOLD_MINUTES * 60_000);
      let booking: BookingRow;
      try {
        booking = await repo.hold({
          userId,
          coachId: coach.id,
          type,
          timeZone: coach.timeZone,
          learnerTimeZone: body.timeZone && isKnownTimeZone(body.timeZone) ? body.timeZone : null,
          notes: body.notes || null,
          range: slot,
          holdExpiresAt,
        });
      } catch (error) {
        if (isSlotTaken(error)) throw slotTaken();
        throw error;
      }
      try {
        const order = await payments.createSessionOrder(payer, {
          bookingId: booking.id,
          amount: booking.price,
          title: booking.title,
          expiresAt: holdExpiresAt,
        });
        return {
          booking: {
            _id: booking.id,
            state: "PENDING_PAYMENT" as const,
            holdExpiresAt: holdExpiresAt.toISOString(),
          },
          order,
        };
      } catch (error) {
        await repo.release(booking.id);
        throw error;
      }
    },

    async list(userId: string) {
      return (await repo.bookingsOf(userId)).map(({ booking, coach }) => toBooking(booking, coach));
    },

    /** Cancels at least the cancel notice ahead, refunds the whole fee and tells the learner. */
    async cancel(userId: string, bookingId: string) {
      const row = isIdShaped(bookingId) ? await repo.bookingOf(userId, bookingId) : undefined;
      if (!row || !["CONFIRMED", "CANCELLED"].includes(row.booking.state)) throw bookingNotFound();
      const notBefore = new Date(now().getTime() + CANCEL_NOTICE_HOURS * HOUR);
      if (row.booking.state === "CONFIRMED" && !(await repo.cancel(userId, bookingId, notBefore)))
        throw tooLate();
      const refund = await payments.refundSession(bookingId, "session cancelled by the learner");
      const after = await repo.bookingOf(userId, bookingId);
      if (!after) throw bookingNotFound();
      if (row.booking.state === "CONFIRMED") await sendCancellation(bookingId, refund, "learner");
      return {
        booking: toBooking(after.booking, after.coach),
        refund: { amount: refund.amount, status: refund.status },
      };
    },

    /** Moves a session to another free slot of its type, at least the cancel notice before its start. */
    async reschedule(userId: string, bookingId: string, start: string) {
      const row = isIdShaped(bookingId) ? await repo.bookingOf(userId, bookingId) : undefined;
      if (row?.booking.state !== "CONFIRMED") throw bookingNotFound();
      const notBefore = new Date(now().getTime() + CANCEL_NOTICE_HOURS * HOUR);
      if (row.booking.startsAt < notBefore) throw tooLate();
      if (new Date(start).getTime() === row.booking.startsAt.getTime())
        throw new AppError(400, "SLOT_UNAVAILABLE", m.alreadyAtThisTime);
      const duration = (row.booking.endsAt.getTime() - row.booking.startsAt.getTime()) / 60_000;
      const slot = await freeSlotAt(
        row.booking.coachId,
        row.coach.timeZone,
        duration,
        new Date(start),
        bookingId,
      );
      let moved: boolean;
      try {
        moved = await repo.move(row.booking, slot, notBefore);
      } catch (error) {
        if (isSlotTaken(error)) throw slotTaken();
        throw error;
      }
      if (!moved) throw tooLate();
      const after = await repo.bookingOf(userId, bookingId);
      if (!after) throw bookingNotFound();
      await sendQuietly("reschedule", bookingId, async () => {
        const facts = await mailFacts(after.booking, after.coach);
        return facts && rescheduleMail(facts, calendarOf(after.booking, after.coach));
      });
      return toBooking(after.booking, after.coach);
    },

    async calendar(userId: string, bookingId: string) {
      const row = isIdShaped(bookingId) ? await repo.bookingOf(userId, bookingId) : undefined;
      if (!row || !["CONFIRMED", "CANCELLED"].includes(row.booking.state)) throw bookingNotFound();
      return calendarOf(row.booking, row.coach);
    },

    sendConfirmation,
    sendCancellation,

    /**
     * One pass of the session jobs: reminders due and confirmations to retry. Each reminder is
     * claimed for 5 minutes (so one instance sends it), marked sent once the mail server took it,
     * and given back for the next pass when sending fails; a claim whose sender died runs out and
     * is taken over. A crash between the mail server's answer and the mark can send a second copy.
     */
    async runJobs() {
      let sent = 0;
      for (const hours of [24, 1] as const) {
        for (const claim of await repo.claimReminders(hours, JOB_BATCH)) {
          const delivered = await sendClaimed(
            `${hours} h reminder`,
            claim.bookingId,
            (_row, facts) => reminderMail(facts, hours),
            (done) => repo.markReminder(hours, claim, done),
          );
          if (delivered) sent += 1;
        }
      }
      for (const bookingId of await repo.confirmationsDue(JOB_BATCH)) await sendConfirmation(bookingId);
      return { reminders: sent };
    },
  };
}

export type LiveSessionsService = ReturnType<typeof createLiveSessionsService>;
export type { Range };
