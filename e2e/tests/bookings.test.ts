import { readFile } from "node:fs/promises";
import { CANCEL_NOTICE_HOURS, formatPrice, messages, paths } from "@clutch/contract";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { scrollToBookingPanel } from "../support/booking";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "../support/browser";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * Live coaching sessions (docs/product.md#live-sessions) against the built server: the coach page's
 * booking panel, paying with the local test checkout, /profile/bookings and its Booking details
 * dialog (add to calendar, reschedule, cancel with a refund), and the slot on offer again.
 *
 * The browser is in London and the demo coach in India, so every slot shows the coach's own time
 * beside the learner's. Nothing of the server or its answers is stubbed.
 */

const PASSWORD = "Start#2026";
const m = messages.liveSessions;
const LEARNER_ZONE = "Europe/London";
const COACH_NAME = "Arjun Mehta";
/** The coach's session type the tests book, and its price. */
const TYPE_TITLE = "1:1 Valorant coaching";
const HOUR_MS = 60 * 60 * 1000;
/** Room for a slow run between picking a slot and cancelling or moving it. */
const SLOW_RUN_MARGIN_HOURS = 2;
/** Cancelling and moving need CANCEL_NOTICE_HOURS' notice: the tests book slots this far ahead. */
const NOTICE_HOURS = CANCEL_NOTICE_HOURS + SLOW_RUN_MARGIN_HOURS;
/** What Chromium logs for a request the test aborts. */
const NETWORK_DROPPED = /Failed to load resource: net::ERR_FAILED/;
/** Tests that register through the server (argon2, mailed codes) on this shared 2-core machine. */

type SessionType = {
  _id: string;
  title: string;
  price: number;
  level: string;
  durationMinutes: number;
  topicsCovered: string[];
};
type CoachDetail = { _id: string; name: string; timeZone: string; sessionTypes: SessionType[] };
type Booking = { _id: string; start: string; end: string; state: string; changeable: boolean };

let mail: MailCapture;
let server: E2EServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let watch: PageWatch;
let coach: CoachDetail;
let sessionType: SessionType;

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** A fresh context in the learner's zone, and its page (closed after the test). */
async function openPage(viewport: { width: number; height: number } = { width: 1280, height: 900 }) {
  await context?.close();
  context = await newContext(browser, {
    baseURL: server.baseUrl,
    viewport,
    timezoneId: LEARNER_ZONE,
  });
  page = await context.newPage();
  watch = watchPage(page);
  return page;
}

/** What the page writes, in the learner's zone (Intl's narrow spaces read as plain ones). */
function inZone(iso: string, options: Intl.DateTimeFormatOptions, timeZone = LEARNER_ZONE): string {
  return new Intl.DateTimeFormat("en-IN", { ...options, timeZone })
    .formatToParts(new Date(iso))
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value))
    .join("")
    .replace(/\s/g, " ");
}
const TIME = { hour: "numeric", minute: "2-digit", hour12: true } as const;
/** The learner's zone by its long name now ("Greenwich Mean Time"). */
const learnerZoneName = () =>
  new Intl.DateTimeFormat("en-IN", { timeZoneName: "long", timeZone: LEARNER_ZONE })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
const spaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const panel = () => page.getByTestId("booking-panel");
const slotGroup = (scope: Locator, legend: string) => scope.getByRole("group", { name: legend, exact: true });

/** The booking panel, once its first slots are in. */
async function bookingPanel(): Promise<Locator> {
  const found = await scrollToBookingPanel(page);
  await found.waitFor();
  await found.getByRole("radio").first().waitFor();
  return found;
}

/** Chooses the session type by its title (a native radio in its card). */
async function chooseType(scope: Locator, title: string) {
  const radio = scope.getByRole("radio", { name: new RegExp(`^${title}`) });
  await radio.check();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** The first offered slot at least `NOTICE_HOURS` ahead (not `except`): its start, and its radio. */
async function slotWithNotice(group: Locator, except?: string): Promise<{ start: string; radio: Locator }> {
  await group.getByRole("radio").first().waitFor();
  const starts = await group
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const start = starts.find(
    (value) => Date.parse(value) >= Date.now() + NOTICE_HOURS * HOUR_MS && value !== except,
  );
  if (!start) throw new Error(`no slot ${NOTICE_HOURS} h ahead among ${starts.length}`);
  return { start, radio: group.locator(`input[type="radio"][value="${start}"]`) };
}

/** Picks a slot the way a user does: on its label (the radio itself is visually hidden). */
async function pick(radio: Locator) {
  await radio.locator("xpath=..").click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Every booking request the page makes from now on. */
function recordBookings(target: Page): Request[] {
  const seen: Request[] = [];
  target.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/live-sessions")
      seen.push(request);
  });
  return seen;
}

beforeAll(async () => {
  mail = await startMailCapture();
  [server, browser] = await Promise.all([startBuiltServer({ SMTP_URL: mail.url }), sharedBrowser()]);
  const { data } = await api<{ data: { _id: string; name: string }[] }>("/api/coach?limit=100");
  const listed = data.find((entry) => entry.name === COACH_NAME);
  if (!listed) throw new Error(`the demo catalogue has no coach "${COACH_NAME}"`);
  coach = (await api<{ data: CoachDetail }>(`/api/coach/${listed._id}`)).data;
  expect(coach.timeZone).toBe("Asia/Kolkata");
  const type = coach.sessionTypes.find((entry) => entry.title === TYPE_TITLE);
  if (!type) throw new Error(`${COACH_NAME} offers no "${TYPE_TITLE}"`);
  sessionType = type;
});

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.stop();
  await mail?.close();
});

afterEach(async ({ task }) => {
  await watch.finish(task);
  await context?.close();
  context = undefined;
});

describe("booking a live session", () => {
  it("a visitor: a failed slot fetch offers a retry; the panel works from the keyboard, fits a 360 px phone, has no axe violations; 'Book and pay' asks to sign in", async () => {
    await openPage(PHONE_VIEWPORT);
    const bookings = recordBookings(page);
    // The first availability call fails: the panel says so, and "Try again" brings the slots.
    watch.allow(NETWORK_DROPPED);
    const availability = "**/api/coach/*/availability?*";
    await page.route(availability, (route) => route.abort());
    await page.goto(paths.coach(coach._id));
    await scrollToBookingPanel(page);
    const failed = panel()
      .getByRole("alert")
      .filter({ hasText: `Error: ${m.fetchSlotsFailed}` });
    await failed.waitFor();
    await page.unroute(availability);
    await failed.getByRole("button", { name: "Try again" }).click();
    const scope = await bookingPanel();

    // Every session type, with its level, price, length and topics.
    for (const type of coach.sessionTypes) {
      const card = scope.getByRole("radio", { name: new RegExp(`^${type.title}`) }).locator("xpath=../../..");
      const text = spaced(await card.textContent());
      expect(text).toContain(type.level);
      expect(text).toContain(formatPrice(type.price));
      expect(text).toContain(type.topicsCovered[0]);
    }

    // Session types and slots are radio groups: the arrow keys move the choice.
    const types = scope.getByRole("group", { name: "1. Session type" }).getByRole("radio");
    await types.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => types.nth(1).isChecked()).toBe(true);
    const second = coach.sessionTypes[1] as SessionType;
    const slots = slotGroup(scope, `Free times for ${second.title}`).getByRole("radio");
    await slots.first().waitFor();
    await slots.first().focus();
    await page.keyboard.press("Space");
    await expect.poll(() => slots.first().isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slots.nth(1).isChecked()).toBe(true);
    expect(
      await slots.nth(1).evaluate((radio) => radio.parentElement?.matches(":has(:focus-visible)") ?? false),
    ).toBe(true);

    // Each slot: the learner's time, and the coach's beside it (another zone).
    const value = (await slots.nth(1).getAttribute("value")) ?? "";
    const label = spaced(await slots.nth(1).locator("xpath=..").textContent());
    expect(label).toBe(
      `${inZone(value, TIME)}, ${inZone(value, { ...TIME, timeZoneName: "short" }, coach.timeZone)} (coach)`,
    );
    expect(label).toContain("IST (coach)");
    await scope.getByText(`Times are in your time zone (${learnerZoneName()}).`).waitFor();

    // Later dates come in below.
    const until = scope.getByRole("status").filter({ hasText: "Showing dates until" });
    const before = spaced(await until.textContent());
    await scope.getByRole("button", { name: "Show later dates" }).click();
    await expect.poll(async () => spaced(await until.textContent())).not.toBe(before);

    expect(await layoutProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page, '[data-testid="booking-panel"]')).toEqual([]);

    const book = scope.getByRole("button", { name: "Book and pay" });
    await book.focus();
    await page.keyboard.press("Enter");
    await openDialog(page, "Login");
    expect(bookings).toEqual([]);
  });

  it("a learner books and pays with the test checkout, then in /profile/bookings: details, calendar file, reschedule, cancel with a refund; the slot is offered again", async () => {
    await openPage();
    const email = uniqueEmail("booking");
    const token = await createAccount(server.baseUrl, mail, email, PASSWORD);
    await signInWithToken(page, token, paths.coach(coach._id));
    const scope = await bookingPanel();
    await chooseType(scope, TYPE_TITLE);
    const group = slotGroup(scope, `Free times for ${TYPE_TITLE}`);
    const booked = await slotWithNotice(group);
    await pick(booked.radio);

    const bookings = recordBookings(page);
    await scope.getByRole("button", { name: "Book and pay" }).click();
    await page.waitForURL(/\/checkout\/local\//);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.postDataJSON()).toEqual({
      coachId: coach._id,
      sessionTypeId: sessionType._id,
      start: booked.start,
      timeZone: LEARNER_ZONE,
    });
    await page.getByText("Test payment — no real money").waitFor();
    await page.getByRole("button", { name: `Pay ${formatPrice(sessionType.price)}` }).click();
    await page.waitForURL(/\/payment-success\//);
    await page.getByRole("heading", { level: 1, name: messages.payment.resultSuccessful }).waitFor();

    // The bookings table: date and time slot in the learner's zone.
    await page.goto(paths.profileBookings);
    const table = page.getByRole("table", { name: "My bookings" });
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: COACH_NAME }) });
    await row.waitFor();
    const end = new Date(Date.parse(booked.start) + sessionType.durationMinutes * 60_000).toISOString();
    const cells = (await row.getByRole("cell").allTextContents()).map(spaced);
    expect(cells.slice(0, 4)).toEqual([
      inZone(booked.start, { day: "numeric", month: "short", year: "numeric" }),
      `${inZone(booked.start, TIME)} – ${inZone(end, TIME)}`,
      "Success",
      formatPrice(sessionType.price),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Booking details: coach, date and time (with the coach's), level, title, price, topics, state.
    await row.getByRole("button", { name: /^Details/ }).click();
    const dialog = await openDialog(page, "Booking details");
    const details = spaced(await dialog.textContent());
    for (const text of [
      COACH_NAME,
      sessionType.level,
      sessionType.title,
      formatPrice(sessionType.price),
      ...sessionType.topicsCovered,
      "Confirmed",
      `${inZone(booked.start, TIME)} – ${inZone(end, { ...TIME, timeZoneName: "short" })}`,
      `${inZone(booked.start, TIME, coach.timeZone)} – ${inZone(end, { ...TIME, timeZoneName: "short" }, coach.timeZone)} (coach's time)`,
    ]) {
      expect(details).toContain(text);
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    // Add to calendar: the .ics file, fetched with the token.
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Add to calendar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("session.ics");
    const ics = await readFile((await file.path()) ?? "", "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");

    // Reschedule: another free slot of the same type, from the same picker.
    await dialog.getByRole("button", { name: "Reschedule" }).click();
    const newTimes = slotGroup(dialog, "Free times for this session");
    const moved = await slotWithNotice(newTimes, booked.start);
    expect(await newTimes.locator(`input[value="${booked.start}"]`).count()).toBe(0);
    await pick(moved.radio);
    await dialog.getByRole("button", { name: "Move session" }).click();
    await page.getByRole("alert").filter({ hasText: m.rescheduled }).first().waitFor();
    const movedEnd = new Date(Date.parse(moved.start) + sessionType.durationMinutes * 60_000).toISOString();
    await expect
      .poll(async () => spaced(await dialog.textContent()))
      .toContain(`${inZone(moved.start, TIME)} – ${inZone(movedEnd, { ...TIME, timeZoneName: "short" })}`);

    // Cancel: a confirm step, then the refund.
    await dialog.getByRole("button", { name: "Cancel session" }).click();
    await dialog.getByText(m.cancelConfirm).waitFor();
    await dialog.getByRole("button", { name: "Yes, cancel session" }).click();
    const refunded = `${m.cancelled} ${formatPrice(sessionType.price)}`;
    await dialog.getByRole("status").filter({ hasText: refunded }).waitFor();
    await page.getByRole("alert").filter({ hasText: refunded }).first().waitFor();
    await dialog.getByText("Cancelled", { exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: "Cancel session" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Reschedule" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await row.getByText("Cancelled", { exact: true }).waitFor();
    const { data } = await api<{ data: Booking[] }>("/api/live-sessions/user", token);
    expect(data.map((booking) => [booking.start, booking.state])).toEqual([[moved.start, "CANCELLED"]]);
    // The table scrolls inside its frame on a phone; the page does not.
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await layoutProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Both times are free again.
    await page.goto(paths.coach(coach._id));
    const again = await bookingPanel();
    await chooseType(again, TYPE_TITLE);
    const offered = slotGroup(again, `Free times for ${TYPE_TITLE}`);
    await offered.locator(`input[value="${moved.start}"]`).waitFor({ state: "attached" });
    await offered.locator(`input[value="${booked.start}"]`).waitFor({ state: "attached" });
  });
});

describe("/profile/bookings without bookings", () => {
  it("points to the coaches", async () => {
    await openPage(PHONE_VIEWPORT);
    const token = await createAccount(server.baseUrl, mail, uniqueEmail("no-bookings"), PASSWORD);
    await signInWithToken(page, token, paths.profileBookings);
    await page.getByText(m.noBookings).waitFor();
    await page.getByRole("link", { name: "Find a coach" }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
