import { expect } from "vitest";
import { createLiveSessionsRepository } from "../../../src/modules/live-sessions/repository";
import { createLiveSessionsService } from "../../../src/modules/live-sessions/service";
import type { TestServer } from "../harness";
import { sessionTypeOf } from "./coaches";

type Learner = { auth: Record<string, string> };

/** Completes an order at the built-in test checkout, as the buyer paying it. */
export async function payLocally(server: TestServer, paymentSessionId: string) {
  const paid = await server.request(`/api/payment/local/${paymentSessionId}/complete`, {
    method: "POST",
    json: { outcome: "success" },
  });
  expect(paid.status, paid.text).toBe(200);
}

/** One pass of the session jobs, as the server's own runs them (the same code over the same database). */
export function runSessionJobs(server: TestServer) {
  const app = server.server.app;
  return createLiveSessionsService({
    repo: createLiveSessionsRepository(app.database.db),
    payments: app.payments,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    meetingRoomBaseUrl: app.config.coaching.meetingRoomBaseUrl,
    audit: app.audit,
  }).runJobs();
}

/**
 * Bookings with coaches made by `roundTheClockCoach`, one per test file: each takes the next day
 * of the calendar, so no two of the file clash. `serverOf` answers the file's server once started.
 */
export function sessionBookings(serverOf: () => TestServer) {
  let dayCursor = 2;

  /** The first slot offered in the 24 hours from `fromHours` ahead. */
  async function freeSlot(coachId: string, fromHours: number) {
    const query = new URLSearchParams({
      sessionType: sessionTypeOf(coachId),
      from: new Date(Date.now() + fromHours * 3_600_000).toISOString(),
      to: new Date(Date.now() + (fromHours + 24) * 3_600_000).toISOString(),
    });
    const res = await serverOf().request(`/api/coach/${coachId}/availability?${query}`);
    const slot = (res.body?.data as { start: string; end: string }[] | undefined)?.[0];
    if (!slot) throw new Error(`no free slot: ${res.status} ${res.text}`);
    return slot;
  }
  /** A free slot on the next day of the calendar nothing of this file has taken. */
  const nextFreeSlot = (coachId: string) => freeSlot(coachId, dayCursor++ * 24);

  /** A booking held (its order open, unpaid) on the next free day. */
  async function hold(who: Learner, coachId: string, notes?: string) {
    const slot = await nextFreeSlot(coachId);
    const res = await serverOf().request("/api/live-sessions", {
      method: "POST",
      headers: who.auth,
      json: {
        coachId,
        sessionTypeId: sessionTypeOf(coachId),
        start: slot.start,
        ...(notes ? { notes } : {}),
      },
    });
    expect(res.status, res.text).toBe(200);
    return {
      slot,
      bookingId: res.body.booking._id as string,
      orderId: res.body.order.orderId as string,
      paymentSessionId: res.body.order.paymentSessionId as string,
    };
  }
  /** A booking held and paid, so confirmed. */
  async function bookAndPay(who: Learner, coachId: string, notes?: string) {
    const booking = await hold(who, coachId, notes);
    await payLocally(serverOf(), booking.paymentSessionId);
    return booking;
  }
  return { freeSlot, nextFreeSlot, hold, bookAndPay };
}
