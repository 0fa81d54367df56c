import { randomBytes } from "node:crypto";
import {
  AUTO_COMPLETE_HOURS,
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
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type * as t from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import type { AuditActor } from "../admin/service";
import type { PaymentsService } from "../payments/service";
import { freeSlots, isKnownTimeZone, localInfo, type Range } from "./availability";
import { type CalendarSession, sessionCalendar } from "./calendar";
import {
  type Canceller,
  type CoachMailFacts,
  cancellationMail,
  coachBookedMail,
  coachCancelledMail,
  coachMovedMail,
  coachReminderMail,
  confirmationMail,
  disputeOutcomeMail,
  noShowMail,
  type RefundFacts,
  reminderMail,
  rescheduleMail,
  type SessionMailFacts,
  summaryMail,
} from "./mails";
import { decideNoShow, disputableUntil } from "./no-show";
import {
  type Audience,
  type BookingRow,
  isSlotTaken,
  LEARNER_STATES,
  type LiveSessionsRepository,
  type OnceMail,
} from "./repository";

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
  /** Where generated meeting rooms live (MEETING_ROOM_BASE_URL, ending in "/"). */
  meetingRoomBaseUrl: string;
  /** The learner's dispute of a no-show is audited in its transaction. */
  audit: Pick<FastifyInstance["audit"], "recordIn">;
  now?: () => Date;
}

type Mail = Parameters<Mailer["send"]>[0];
type BookingWithCoach = { booking: BookingRow; coach: CoachRow };

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
  meetingRoomBaseUrl,
  audit,
  now = () => new Date(),
}: LiveSessionsDeps) {
  const host = new URL(publicUrl).hostname;
  const manageUrl = `${publicUrl}${paths.profileBookings}`;
  const workspaceUrl = `${publicUrl}${paths.coachWorkspace}`;
  /** A room of its own for a booking, named unguessably (128 random bits). */
  const generatedRoom = () => `${meetingRoomBaseUrl}ClutchAcademy-${randomBytes(16).toString("hex")}`;

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

  async function isCancelled(userId: string, bookingId: string) {
    return (await repo.bookingOf(userId, bookingId))?.booking.state === "CANCELLED";
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
      // Until the end whatever the coach marked: a learner marked absent early can still join.
      meetingUrl: state !== "CANCELLED" && !ended ? booking.meetingUrl : null,
      joinableFrom: new Date(booking.startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000).toISOString(),
      summary: booking.summaryAt
        ? { text: booking.summaryText ?? "", practise: booking.summaryPractise }
        : null,
      noShow: noShowOf(booking),
    };
  }

  /** The coach's mark of absence as the learner sees it, and their dispute of it. */
  function noShowOf(booking: BookingRow): Booking["noShow"] {
    if (booking.state !== "NO_SHOW" || booking.outcomeBy !== "coach" || !booking.completedAt) return null;
    return {
      markedAt: booking.completedAt.toISOString(),
      disputableUntil: disputableUntil(booking.completedAt).toISOString(),
      disputable: decideNoShow(booking, "dispute", now()).allowed,
      dispute:
        booking.disputedAt && booking.disputeNote !== null
          ? {
              at: booking.disputedAt.toISOString(),
              note: booking.disputeNote,
              outcome: booking.disputeOutcome ?? null,
              resolvedAt: booking.disputeResolvedAt?.toISOString() ?? null,
            }
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
      meetingUrl: booking.meetingUrl,
    };
  }

  /** What the coach's e-mail says; none when no account runs the coach profile (nobody to tell). */
  async function coachMailFacts(booking: BookingRow, coach: CoachRow): Promise<CoachMailFacts | undefined> {
    const [account, learner] = await Promise.all([
      repo.coachAccount(coach.id),
      repo.userEmail(booking.userId),
    ]);
    if (!account) {
      log.debug({ bookingId: booking.id, coachId: coach.id }, "No account runs this coach: no coach e-mail");
      return undefined;
    }
    return {
      to: account.email,
      coachName: account.name || coach.name,
      learnerName: learner?.name ?? "",
      learnerEmail: learner?.email ?? "",
      title: booking.title,
      start: booking.startsAt,
      end: booking.endsAt,
      coachTimeZone: booking.timeZone,
      notes: booking.notes,
      meetingUrl: booking.meetingUrl,
      workspaceUrl,
    };
  }

  /** The session's calendar file: the learner's, or with `extra` the coach's copy. */
  const calendarOf = (booking: BookingRow, coach: CoachRow, extra: Partial<CalendarSession> = {}) =>
    sessionCalendar({
      id: booking.id,
      title: booking.title,
      coachName: coach.name,
      start: booking.startsAt,
      end: booking.endsAt,
      timeZone: booking.timeZone,
      topicsCovered: booking.topicsCovered,
      sequence: Math.floor(booking.updatedAt.getTime() / 1000),
      cancelled: booking.state === "CANCELLED",
      url: manageUrl,
      host,
      meetingUrl: booking.meetingUrl,
      ...extra,
    });

  /** The coach's copy: in the coach's zone as well, with the learner and their notes, managed in the workspace. */
  async function coachCalendarOf({ booking, coach }: BookingWithCoach) {
    const learner = await repo.userEmail(booking.userId);
    return calendarOf(booking, coach, {
      url: workspaceUrl,
      details: [
        `Learner: ${learner?.name ?? ""} <${learner?.email ?? ""}>`,
        booking.notes ? `What they want to work on: ${booking.notes}` : "",
      ],
    });
  }

  /** The learner's e-mail of a booking, built from its facts (none: the learner is gone). */
  const toLearner =
    (build: (row: BookingWithCoach, facts: SessionMailFacts) => Mail | Promise<Mail>) =>
    async (row: BookingWithCoach) => {
      const facts = await mailFacts(row.booking, row.coach);
      return facts && build(row, facts);
    };
  /** The coach's e-mail of a booking (none: no account runs the coach). */
  const toCoach =
    (build: (row: BookingWithCoach, facts: CoachMailFacts) => Mail | Promise<Mail>) =>
    async (row: BookingWithCoach) => {
      const facts = await coachMailFacts(row.booking, row.coach);
      return facts && build(row, facts);
    };

  /**
   * Sends one claimed e-mail of a booking (a confirmation, a reminder, a summary) and marks it: sent
   * once the mail server took it, or given back for the next pass when it could not be sent. A
   * failed mark of a sent mail is left to the claim's expiry rather than sending it again at once.
   */
  async function sendClaimed(
    what: string,
    bookingId: string,
    build: (row: BookingWithCoach) => Promise<Mail | undefined>,
    mark: (sent: boolean) => Promise<void>,
  ): Promise<boolean> {
    try {
      const row = await repo.bookingById(bookingId);
      const mail = row && (await build(row));
      if (!mail) throw new Error("booking or recipient not found");
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, bookingId }, `The ${what} could not be sent; it is retried`);
      await mark(false);
      return false;
    }
    await mark(true);
    return true;
  }

  /** Each once-only e-mail: what the log calls it, and how it is built. */
  const ONCE: Record<
    OnceMail,
    { what: string; build: (row: BookingWithCoach) => Promise<Mail | undefined> }
  > = {
    confirmation: {
      what: "session confirmation",
      build: toLearner((row, facts) => confirmationMail(facts, calendarOf(row.booking, row.coach))),
    },
    coachConfirmation: {
      what: "coach's booking notice",
      build: toCoach(async (row, facts) => coachBookedMail(facts, await coachCalendarOf(row))),
    },
    summary: {
      what: "session summary",
      build: toLearner((row, facts) =>
        summaryMail(facts, { text: row.booking.summaryText ?? "", practise: row.booking.summaryPractise }),
      ),
    },
    noShow: {
      what: "mark of absence",
      build: toLearner((row, facts) =>
        noShowMail(facts, disputableUntil(row.booking.completedAt ?? row.booking.updatedAt)),
      ),
    },
    disputeOutcome: {
      what: "dispute's outcome",
      build: toLearner((row, facts) => disputeOutcomeMail(facts, row.booking.disputeOutcome ?? "upheld")),
    },
  };

  /** Sends a once-only e-mail of a session if it is due and unclaimed (given back for a retry when sending fails). */
  async function sendOnce(mail: OnceMail, bookingId: string) {
    if (!(await repo.claimMail(mail, bookingId))) return false;
    return sendClaimed(ONCE[mail].what, bookingId, ONCE[mail].build, (sent) =>
      repo.markMail(mail, bookingId, sent),
    );
  }

  /** The learner's and the coach's e-mails of a paid session, each once. */
  async function sendConfirmation(bookingId: string) {
    await sendOnce("confirmation", bookingId);
    await sendOnce("coachConfirmation", bookingId);
  }

  /** The coach's summary to the learner, once (the first summary written). */
  async function sendSummary(bookingId: string) {
    await sendOnce("summary", bookingId);
  }

  /** The learner's notice that the coach marked them absent (and how to dispute it), once. */
  async function sendNoShow(bookingId: string) {
    await sendOnce("noShow", bookingId);
  }

  /** The learner's notice of an operator's outcome of their dispute, once. */
  async function sendDisputeOutcome(bookingId: string) {
    await sendOnce("disputeOutcome", bookingId);
  }

  async function sendQuietly(
    what: string,
    bookingId: string,
    build: (row: BookingWithCoach) => Promise<Mail | undefined>,
  ) {
    try {
      const row = await repo.bookingById(bookingId);
      const mail = row && (await build(row));
      if (mail) await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, bookingId }, `The ${what} e-mail could not be sent`);
    }
  }

  /**
   * Tells the learner their session is cancelled and where the refund stands, and the coach that
   * it is (a failure is logged). A coach's cancel gives the learner the reason and a link to rebook.
   */
  async function sendCancellation(bookingId: string, refund: RefundFacts, by: Canceller, reason?: string) {
    await sendQuietly(
      "cancellation",
      bookingId,
      toLearner((row, facts) =>
        cancellationMail(
          facts,
          refund,
          calendarOf(row.booking, row.coach),
          by,
          by === "coach"
            ? { reason: reason ?? "", rebookUrl: `${publicUrl}${paths.coach(row.coach.id)}` }
            : undefined,
        ),
      ),
    );
    await sendQuietly(
      "coach's cancellation",
      bookingId,
      toCoach(async (row, facts) => coachCancelledMail(facts, await coachCalendarOf(row), by)),
    );
  }

  /** One audience's reminders due `hours` ahead: claimed, sent and marked; answers how many went. */
  async function sendReminders(audience: Audience, hours: 24 | 1) {
    let sent = 0;
    const build =
      audience === "learner"
        ? toLearner((_row, facts) => reminderMail(facts, hours))
        : toCoach((_row, facts) => coachReminderMail(facts, hours));
    for (const claim of await repo.claimReminders(audience, hours, JOB_BATCH)) {
      const delivered = await sendClaimed(
        `${audience}'s ${hours} h reminder`,
        claim.bookingId,
        build,
        (done) => repo.markReminder(audience, hours, claim, done),
      );
      if (delivered) sent += 1;
    }
    return sent;
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
          generatedRoom: generatedRoom(),
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
      const cancelledNow =
        row.booking.state === "CONFIRMED" && (await repo.cancel(userId, bookingId, notBefore));
      // Not cancelled by this call: too late, unless a cancel sent at the same moment got there
      // first, which answers as a repeated cancel does.
      if (row.booking.state === "CONFIRMED" && !cancelledNow && !(await isCancelled(userId, bookingId)))
        throw tooLate();
      const refund = await payments.refundSession(bookingId, "session cancelled by the learner");
      const after = await repo.bookingOf(userId, bookingId);
      if (!after) throw bookingNotFound();
      if (cancelledNow) await sendCancellation(bookingId, refund, "learner");
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
      // Not moved: too late, unless it was cancelled meanwhile.
      if (!moved) throw (await isCancelled(userId, bookingId)) ? bookingNotFound() : tooLate();
      const after = await repo.bookingOf(userId, bookingId);
      if (!after) throw bookingNotFound();
      await sendQuietly(
        "reschedule",
        bookingId,
        toLearner((moved, facts) => rescheduleMail(facts, calendarOf(moved.booking, moved.coach))),
      );
      await sendQuietly(
        "coach's reschedule",
        bookingId,
        toCoach(async (moved, facts) => coachMovedMail(facts, await coachCalendarOf(moved))),
      );
      return toBooking(after.booking, after.coach);
    },

    async calendar(userId: string, bookingId: string) {
      const row = isIdShaped(bookingId) ? await repo.bookingOf(userId, bookingId) : undefined;
      if (!row || !LEARNER_STATES.includes(row.booking.state)) throw bookingNotFound();
      return calendarOf(row.booking, row.coach);
    },

    /**
     * "I was there": the learner disputes the coach's mark of absence, once, within the window
     * after the mark, with a note; audited in the dispute's transaction. It waits in the console's queue.
     */
    async dispute(actor: AuditActor, userId: string, bookingId: string, note: string) {
      const row = isIdShaped(bookingId) ? await repo.bookingOf(userId, bookingId) : undefined;
      if (!row || !LEARNER_STATES.includes(row.booking.state)) throw bookingNotFound();
      const refusal = (decision: ReturnType<typeof decideNoShow>) => {
        if (decision.allowed) return undefined;
        if (decision.refusal === "already-disputed") return new AppError(409, "CONFLICT", m.alreadyDisputed);
        if (decision.refusal === "window-closed") return badRequest(m.disputeClosed);
        return new AppError(409, "CONFLICT", m.disputeNotAbsent);
      };
      const refused = refusal(decideNoShow(row.booking, "dispute", now()));
      if (refused) throw refused;
      const disputed = await repo.dispute(userId, bookingId, note, (tx) =>
        audit.recordIn(tx, {
          actor,
          action: "booking.dispute-no-show",
          entityType: "booking",
          entityId: bookingId,
          before: { state: row.booking.state, markedAt: row.booking.completedAt?.toISOString() ?? null },
          after: { disputed: true, note },
        }),
      );
      const after = await repo.bookingOf(userId, bookingId);
      if (!after) throw bookingNotFound();
      // Not made by this call: another dispute got there first, or the window closed by the database's clock.
      if (!disputed)
        throw refusal(decideNoShow(after.booking, "dispute", now())) ?? badRequest(m.disputeClosed);
      return toBooking(after.booking, after.coach);
    },

    sendConfirmation,
    sendCancellation,
    sendSummary,
    sendNoShow,
    sendDisputeOutcome,
    /** The coach's calendar file of a session (in the coach's zone, with the learner and the room). */
    async coachCalendar(bookingId: string) {
      const row = await repo.bookingById(bookingId);
      return row && coachCalendarOf(row);
    },

    /**
     * One pass of the session jobs: reminders due (the learner's and the coach's), once-only
     * e-mails to retry, and the automatic completion of sessions left unmarked. Each reminder is
     * claimed for 5 minutes (so one instance sends it), marked sent once the mail server took it,
     * and given back for the next pass when sending fails; a claim whose sender died runs out and
     * is taken over. A crash between the mail server's answer and the mark can send a second copy.
     */
    async runJobs() {
      let reminders = 0;
      for (const audience of ["learner", "coach"] as const) {
        for (const hours of [24, 1] as const) reminders += await sendReminders(audience, hours);
      }
      for (const mail of Object.keys(ONCE) as OnceMail[]) {
        for (const bookingId of await repo.mailsDue(mail, JOB_BATCH)) await sendOnce(mail, bookingId);
      }
      const completed = await repo.autoComplete(AUTO_COMPLETE_HOURS);
      return { reminders, completed };
    },
  };
}

export type LiveSessionsService = ReturnType<typeof createLiveSessionsService>;
export type { Range };
