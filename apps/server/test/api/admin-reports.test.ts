import { CANCEL_NOTICE_HOURS, REPORT_DEFAULT_DAYS, REPORT_MAX_BUCKETS } from "@clutch/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { payLocally } from "./support/bookings";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let adminHeaders: Record<string, string>;

const db = () => server.server.app.database.db;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
  adminHeaders = (await operators(server, smtp).newAdmin()).headers;
});
afterAll(() => closeServerWithMail(server, smtp));

const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
/** A paid course with two coaches (the first listed is its lead coach), and a paid guide. */
const course = demo.courses.find((c) => isVisible(c) && c.price > 0 && c.coaches.length >= 2);
const guide = demo.guides.find((g) => isVisible(g) && g.price > 0 && g.coaches.length >= 1);
const SESSION_COACH = "arjun-mehta";

const buyer = () => signedInAccount(server, smtp);
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function buy(who: Buyer, kind: "course" | "guide", id: string) {
  const res = await server.request(`/api/payment/create-order-${kind}`, {
    method: "POST",
    headers: who.auth,
    json: { userId: who.userId, [`${kind}Id`]: id },
  });
  if (res.status !== 200) throw new Error(`order: ${res.status} ${res.text}`);
  await payLocally(server, res.body.order.paymentSessionId);
  return res.body.order.orderId as string;
}

/** Books and pays a live session with the demo coach, far enough ahead to cancel it with a refund. */
async function bookSession(who: Buyer) {
  const coachId = demoIds.coach(SESSION_COACH);
  const sessionTypeId = demoIds.sessionType(SESSION_COACH, 1);
  const slots = (await server.request(`/api/coach/${coachId}/availability?sessionType=${sessionTypeId}`)).body
    .data as { start: string }[];
  const slot = slots.find((s) => Date.parse(s.start) >= Date.now() + (CANCEL_NOTICE_HOURS + 2) * HOUR);
  if (!slot) throw new Error("no slot far enough ahead");
  const res = await server.request("/api/live-sessions", {
    method: "POST",
    headers: who.auth,
    json: { coachId, sessionTypeId, start: slot.start, timeZone: "Asia/Kolkata" },
  });
  if (res.status !== 200) throw new Error(`book: ${res.status} ${res.text}`);
  await payLocally(server, res.body.order.paymentSessionId);
  return { bookingId: res.body.booking._id as string, orderId: res.body.order.orderId as string };
}

/**
 * The server stamps `paid_at`, `confirmed_at` and a refund's `created_at` with the database's
 * `now()` and has no clock a test can set, so the test moves those stamps to the instants it checks
 * (around an IST midnight, and across a week and a month) through its own database handle.
 */
async function paidAt(orderId: string, at: string) {
  await db()
    .update(t.orders)
    .set({ paidAt: new Date(at) })
    .where(eq(t.orders.id, orderId));
}
async function confirmedAt(bookingId: string, at: string) {
  await db()
    .update(t.liveSessionBookings)
    .set({ confirmedAt: new Date(at) })
    .where(eq(t.liveSessionBookings.id, bookingId));
}
async function refundedAt(orderId: string, at: string) {
  await db()
    .update(t.orderRefunds)
    .set({ createdAt: new Date(at) })
    .where(eq(t.orderRefunds.orderId, orderId));
}

const report = (query: Record<string, string>) =>
  server.request(`/api/admin/reports/revenue?${new URLSearchParams(query)}`, { headers: adminHeaders });
const reportCsv = (query: Record<string, string>) =>
  server.request(`/api/admin/reports/revenue/export?${new URLSearchParams(query)}`, {
    headers: adminHeaders,
  });

/** RFC 4180 lines into records keyed by the header line. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

/**
 * The orders of this file, paid in March 2024 (IST = UTC + 5:30):
 * - the course at 2024-03-10 18:20 UTC = 23:50 IST on Sunday 10 March,
 * - the guide at 2024-03-10 18:40 UTC = 00:10 IST on Monday 11 March (another day, and another ISO week),
 * - the course again (another buyer) at 2024-03-12 06:00 UTC,
 * - the session at 2024-03-31 19:00 UTC = 00:30 IST on 1 April (another month), cancelled with a
 *   full refund made at 2024-04-02 05:00 UTC = 10:30 IST on 2 April.
 */
const orders: { course: string; guide: string; secondCourse: string; session: string } = {
  course: "",
  guide: "",
  secondCourse: "",
  session: "",
};
let sessionPrice = 0;
let sessionTitle = "";

beforeAll(async () => {
  if (!course || !guide)
    throw new Error("the demo catalogue lacks a paid course with two coaches or a paid guide");
  const [first, second] = [await buyer(), await buyer()];
  orders.course = await buy(first, "course", demoIds.course(course.key));
  orders.guide = await buy(first, "guide", demoIds.guide(guide.key));
  orders.secondCourse = await buy(second, "course", demoIds.course(course.key));
  const session = await bookSession(first);
  orders.session = session.orderId;
  const cancelled = await server.request(`/api/live-sessions/${session.bookingId}/cancel`, {
    method: "POST",
    headers: first.auth,
  });
  expect(cancelled.status).toBe(200);
  const [booking] = await db()
    .select()
    .from(t.liveSessionBookings)
    .where(eq(t.liveSessionBookings.id, session.bookingId));
  sessionPrice = booking?.price ?? 0;
  sessionTitle = booking?.title ?? "";

  await paidAt(orders.course, "2024-03-10T18:20:00Z");
  await paidAt(orders.guide, "2024-03-10T18:40:00Z");
  await paidAt(orders.secondCourse, "2024-03-12T06:00:00Z");
  await paidAt(orders.session, "2024-03-31T19:00:00Z");
  await confirmedAt(session.bookingId, "2024-03-31T19:00:00Z");
  await refundedAt(orders.session, "2024-04-02T05:00:00Z");
});

const figures = (
  gross: number,
  refunds: number,
  counts: { ordersPaid?: number; bookingsConfirmed?: number; refundCount?: number } = {},
) => ({
  gross,
  refunds,
  net: gross - refunds,
  ordersPaid: counts.ordersPaid ?? 0,
  bookingsConfirmed: counts.bookingsConfirmed ?? 0,
  refundCount: counts.refundCount ?? 0,
});
const nothing = figures(0, 0);
const coursePrice = () => course?.price ?? 0;
const guidePrice = () => guide?.price ?? 0;

describe("the revenue report", () => {
  it("buckets by IST day: 23:50 and 00:10 IST fall on two days; refunds on the day they were made", async () => {
    const res = await report({ from: "2024-03-10", to: "2024-04-02", granularity: "day" });
    expect(res.status).toBe(200);
    const { period, buckets, totals } = res.body;
    expect(period).toEqual({
      from: "2024-03-10",
      to: "2024-04-02",
      granularity: "day",
      groupBy: "kind",
      timeZone: "Asia/Kolkata",
    });
    expect(buckets).toHaveLength(24);
    const byDay = Object.fromEntries(
      buckets.map((b: { start: string; end: string }) => {
        expect(b.end).toBe(b.start);
        const { start: _start, end: _end, ...rest } = b;
        return [b.start, rest];
      }),
    );
    expect(byDay["2024-03-10"]).toEqual(figures(coursePrice(), 0, { ordersPaid: 1 }));
    expect(byDay["2024-03-11"]).toEqual(figures(guidePrice(), 0, { ordersPaid: 1 }));
    expect(byDay["2024-03-12"]).toEqual(figures(coursePrice(), 0, { ordersPaid: 1 }));
    expect(byDay["2024-03-31"]).toEqual(nothing);
    expect(byDay["2024-04-01"]).toEqual(figures(sessionPrice, 0, { ordersPaid: 1, bookingsConfirmed: 1 }));
    expect(byDay["2024-04-02"]).toEqual(figures(0, sessionPrice, { refundCount: 1 }));
    expect(byDay["2024-03-20"]).toEqual(nothing);

    const gross = 2 * coursePrice() + guidePrice() + sessionPrice;
    expect(totals).toEqual({
      ...figures(gross, sessionPrice, { ordersPaid: 4, bookingsConfirmed: 1, refundCount: 1 }),
      refundRate: 0.25,
    });
  });

  it("cuts at IST midnight, not UTC: a period ending on 10 March leaves out the order of 00:10 IST on the 11th", async () => {
    const res = await report({ from: "2024-03-10", to: "2024-03-10" });
    expect(res.body.totals).toMatchObject({ gross: coursePrice(), ordersPaid: 1 });
    expect(res.body.buckets).toHaveLength(1);
  });

  it("buckets by ISO week (from Monday) and by month, widening the period to whole buckets", async () => {
    const weeks = await report({ from: "2024-03-10", to: "2024-04-02", granularity: "week" });
    expect(weeks.status).toBe(200);
    expect(weeks.body.period).toMatchObject({ from: "2024-03-04", to: "2024-04-07" });
    expect(
      weeks.body.buckets.map((b: { start: string; end: string; gross: number; refunds: number }) => [
        b.start,
        b.end,
        b.gross,
        b.refunds,
      ]),
    ).toEqual([
      ["2024-03-04", "2024-03-10", coursePrice(), 0],
      ["2024-03-11", "2024-03-17", guidePrice() + coursePrice(), 0],
      ["2024-03-18", "2024-03-24", 0, 0],
      ["2024-03-25", "2024-03-31", 0, 0],
      ["2024-04-01", "2024-04-07", sessionPrice, sessionPrice],
    ]);

    const months = await report({ from: "2024-03-15", to: "2024-04-15", granularity: "month" });
    expect(months.body.period).toMatchObject({ from: "2024-03-01", to: "2024-04-30" });
    const [march, april] = months.body.buckets;
    expect(march).toMatchObject({
      start: "2024-03-01",
      end: "2024-03-31",
      ...figures(2 * coursePrice() + guidePrice(), 0, { ordersPaid: 3 }),
    });
    expect(april).toMatchObject({
      start: "2024-04-01",
      end: "2024-04-30",
      ...figures(sessionPrice, sessionPrice, { ordersPaid: 1, bookingsConfirmed: 1, refundCount: 1 }),
    });
  });

  it("groups by kind, by item and by lead coach", async () => {
    const period = { from: "2024-03-01", to: "2024-04-30", granularity: "month" };
    const byKind = (await report({ ...period, groupBy: "kind" })).body.groups;
    expect(byKind).toEqual(
      expect.arrayContaining([
        { key: "course", label: "Courses", ...figures(2 * coursePrice(), 0, { ordersPaid: 2 }) },
        { key: "guide", label: "Guides", ...figures(guidePrice(), 0, { ordersPaid: 1 }) },
        {
          key: "session",
          label: "Live sessions",
          ...figures(sessionPrice, sessionPrice, { ordersPaid: 1, bookingsConfirmed: 1, refundCount: 1 }),
        },
      ]),
    );
    expect(byKind).toHaveLength(3);
    // Highest gross first.
    const grosses = byKind.map((g: { gross: number }) => g.gross);
    expect(grosses).toEqual([...grosses].sort((a, b) => b - a));

    const byItem = (await report({ ...period, groupBy: "item" })).body.groups;
    expect(byItem).toEqual(
      expect.arrayContaining([
        {
          key: `course:${demoIds.course(course?.key ?? "")}`,
          label: course?.name,
          ...figures(2 * coursePrice(), 0, { ordersPaid: 2 }),
        },
        {
          key: `guide:${demoIds.guide(guide?.key ?? "")}`,
          label: guide?.name,
          ...figures(guidePrice(), 0, { ordersPaid: 1 }),
        },
        {
          key: `session:${demoIds.sessionType(SESSION_COACH, 1)}`,
          label: sessionTitle,
          ...figures(sessionPrice, sessionPrice, { ordersPaid: 1, bookingsConfirmed: 1, refundCount: 1 }),
        },
      ]),
    );
    expect(byItem).toHaveLength(3);

    const expected = new Map<string, ReturnType<typeof figures>>();
    const addTo = (coachKey: string, add: ReturnType<typeof figures>) => {
      const id = demoIds.coach(coachKey);
      const was = expected.get(id) ?? nothing;
      expected.set(id, {
        gross: was.gross + add.gross,
        refunds: was.refunds + add.refunds,
        net: was.net + add.net,
        ordersPaid: was.ordersPaid + add.ordersPaid,
        bookingsConfirmed: was.bookingsConfirmed + add.bookingsConfirmed,
        refundCount: was.refundCount + add.refundCount,
      });
    };
    // A course counts for its first-listed coach only, so the coaches add up to the total.
    addTo(course?.coaches[0] ?? "", figures(2 * coursePrice(), 0, { ordersPaid: 2 }));
    addTo(guide?.coaches[0] ?? "", figures(guidePrice(), 0, { ordersPaid: 1 }));
    addTo(
      SESSION_COACH,
      figures(sessionPrice, sessionPrice, { ordersPaid: 1, bookingsConfirmed: 1, refundCount: 1 }),
    );
    const byCoach = (await report({ ...period, groupBy: "coach" })).body.groups as ({
      key: string;
      label: string;
    } & ReturnType<typeof figures>)[];
    expect(Object.fromEntries(byCoach.map(({ key, label: _label, ...rest }) => [key, rest]))).toEqual(
      Object.fromEntries(expected),
    );
    const names = new Map(demo.coaches.map((c) => [demoIds.coach(c.key), c.name]));
    for (const group of byCoach) expect(group.label).toBe(names.get(group.key));
  });

  it("records each revenue export in the audit trail", async () => {
    const query = { from: "2024-03-10", to: "2024-04-02", granularity: "week", groupBy: "kind" };
    expect((await reportCsv(query)).status).toBe(200);
    const audit = await server.request("/api/admin/audit?action=revenue.exported", { headers: adminHeaders });
    expect(audit.body.data[0]).toMatchObject({
      action: "revenue.exported",
      entityType: "revenue-report",
      after: { query: { from: "2024-03-10", to: "2024-04-02", granularity: "week", groupBy: "kind" } },
    });
  });

  it("exports the same figures as CSV: its lines add up to the report's buckets and groups", async () => {
    for (const groupBy of ["kind", "item", "coach"]) {
      const query = { from: "2024-03-10", to: "2024-04-02", granularity: "week", groupBy };
      const [json, csv] = await Promise.all([report(query), reportCsv(query)]);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toBe(
        `attachment; filename="revenue-2024-03-04-to-2024-04-07-by-week-${groupBy}.csv"`,
      );
      expect(csv.headers.get("cache-control")).toBe("no-store");
      const lines = parseCsv(csv.text);
      expect(csv.text.split("\r\n")[0]).toBe(
        `period_start,period_end,${groupBy}_key,${groupBy},gross_inr,refunds_inr,net_inr,orders_paid,bookings_confirmed,refunds`,
      );
      const sum = (rows: Record<string, string>[]) => ({
        gross: rows.reduce((n, r) => n + Number(r.gross_inr), 0),
        refunds: rows.reduce((n, r) => n + Number(r.refunds_inr), 0),
        net: rows.reduce((n, r) => n + Number(r.net_inr), 0),
        ordersPaid: rows.reduce((n, r) => n + Number(r.orders_paid), 0),
        bookingsConfirmed: rows.reduce((n, r) => n + Number(r.bookings_confirmed), 0),
        refundCount: rows.reduce((n, r) => n + Number(r.refunds), 0),
      });
      for (const bucket of json.body.buckets) {
        const { start, end, ...rest } = bucket;
        const rows = lines.filter((line) => line.period_start === start);
        for (const row of rows) expect(row.period_end).toBe(end);
        expect(sum(rows), `${groupBy} ${start}`).toEqual(rest);
      }
      for (const group of json.body.groups) {
        const { key, label, ...rest } = group;
        const rows = lines.filter((line) => line[`${groupBy}_key`] === key);
        for (const row of rows) expect(row[groupBy]).toBe(label);
        expect(sum(rows), `${groupBy} ${key}`).toEqual(rest);
      }
      const { refundRate: _rate, ...totals } = json.body.totals;
      expect(sum(lines)).toEqual(totals);
    }
  });

  it(`defaults to the last ${REPORT_DEFAULT_DAYS} days up to today in IST, by day and kind`, async () => {
    const res = await report({});
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(res.body.period).toMatchObject({ to: today, granularity: "day", groupBy: "kind" });
    expect(res.body.buckets).toHaveLength(REPORT_DEFAULT_DAYS);
    expect(res.body.buckets.at(-1).start).toBe(today);
    // The orders of this file were moved to 2024; nothing else was paid.
    expect(res.body.totals).toMatchObject({ gross: 0, ordersPaid: 0, refundRate: null });
  });

  it(`refuses more than ${REPORT_MAX_BUCKETS} buckets, an unknown granularity, a bad date and an end before the start`, async () => {
    const tooMany = await report({ from: "2020-01-01", to: "2021-12-31", granularity: "day" });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([
      400,
      "VALIDATION_ERROR",
      `A report has at most ${REPORT_MAX_BUCKETS} bars: choose a shorter period or a longer step`,
    ]);
    expect((await report({ from: "2020-01-01", to: "2021-12-31", granularity: "week" })).status).toBe(200);
    expect((await report({ granularity: "year" })).body.message).toBe("Choose day, week or month");
    expect((await report({ groupBy: "game" })).status).toBe(400);
    expect((await report({ from: "2024-02-30" })).body.message).toBe("Give a date as YYYY-MM-DD");
    expect((await report({ from: "2024-03-02", to: "2024-03-01" })).body.message).toBe(
      "The end date must not be before the start date",
    );
    expect((await reportCsv({ granularity: "year" })).status).toBe(400);
  });
});

describe("the mailing list's subscribers", () => {
  const tag = `sub${Date.now().toString(36)}`;
  const addresses = [`${tag}-a@example.com`, `${tag}-b@example.com`, `${tag}-c@example.org`];
  const list = (query: Record<string, string>) =>
    server.request(`/api/admin/subscribers?${new URLSearchParams(query)}`, { headers: adminHeaders });

  beforeAll(async () => {
    for (const email of addresses) {
      expect((await server.request("/api/subscription", { method: "POST", json: { email } })).status).toBe(
        201,
      );
    }
    // Distinct subscription times, so "newest first" has one answer.
    for (const [index, email] of addresses.entries()) {
      await db()
        .update(t.mailingListSubscriptions)
        .set({ subscribedAt: new Date(Date.UTC(2025, 0, 1 + index)) })
        .where(eq(t.mailingListSubscriptions.email, email));
    }
  });

  it("lists them newest first, searched by address and paged", async () => {
    const all = await list({ q: tag.toUpperCase() });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { email: string }) => s.email)).toEqual([...addresses].reverse());
    expect(all.body.data[0].subscribedAt).toBe("2025-01-03T00:00:00.000Z");
    expect(all.body.meta).toEqual({ total: 3, page: 1, limit: 50 });

    const second = await list({ q: tag, page: "2", limit: "2" });
    expect(second.body.data.map((s: { email: string }) => s.email)).toEqual([addresses[0]]);
    expect(second.body.meta).toEqual({ total: 3, page: 2, limit: 2 });

    expect((await list({ q: `${tag}-c@` })).body.meta.total).toBe(1);
    // `%` and `_` are plain characters.
    expect((await list({ q: "%" })).body.meta.total).toBe(0);
    expect((await list({ limit: "1000" })).status).toBe(400);
  });

  it("exports the matching ones as CSV, and records the export in the audit trail", async () => {
    const res = await server.request(`/api/admin/subscribers/export?q=${tag}`, { headers: adminHeaders });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="subscribers.csv"');
    expect(parseCsv(res.text)).toEqual(
      [...addresses].reverse().map((email, index) => ({
        email,
        subscribed_at: new Date(Date.UTC(2025, 0, 3 - index)).toISOString(),
      })),
    );
    const audit = await server.request("/api/admin/audit?action=subscribers.exported", {
      headers: adminHeaders,
    });
    expect(audit.body.data[0]).toMatchObject({
      action: "subscribers.exported",
      entityType: "subscribers",
      after: { search: tag, count: 3 },
    });
  });
});
