import { coachWorkspaceMessages, formatPrice, messages, paths } from "@clutch/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { scrollToBookingPanel } from "../support/booking";
import { consoleSuite } from "../support/console-suite";
import { layoutProblems, PHONE_VIEWPORT, problemsOnEach, withoutScripts } from "../support/layout";
import { SLOW } from "../support/timeouts";

/*
 * The coaches' side against the built server on PostgreSQL, in one story: an admin invites an
 * e-mail address to run a demo coach's profile from the console; the invitee chooses a password on
 * the invitation page and lands in the workspace (on a phone), opens Sunday mornings and takes a
 * day off; a learner books with a note and pays at the test checkout; the coach sees the session
 * with the note, its Join button turns active 10 minutes before the start (the browser's clock is
 * moved, the server's is real); once the session has happened the coach marks it completed with a
 * summary, and the learner reads the summary in the booking's details; at last the console takes
 * the account's access back. Axe and a 360 px layout on every workspace page.
 */

const COACH_NAME = "Arjun Mehta";
const TYPE_TITLE = "1:1 Valorant coaching";
const COACH_ZONE = "Asia/Kolkata";
const PASSWORD = "Coach#2026";
const NOTE = "Retake setups on Ascent as Omen";
const SUMMARY = "Good smokes on A; your retake timing was late.";
const PRACTISE = "Three Omen one-ways on A site";

const coachEmail = uniqueEmail("coach-invitee");
const learnerEmail = uniqueEmail("coach-learner");

type CoachDetail = { _id: string; sessionTypes: { _id: string; title: string; price: number }[] };
type Slot = { start: string; end: string };
type Session = { _id: string; start: string; joinableFrom: string; notes: string | null };

/** Set in the first test, read by the next ones. */
const story = { coachId: "", coachToken: "", learnerToken: "", sessionTypeId: "", price: 0 };

const suite = consoleSuite({
  tag: "coach-admin",
  async setUp({ api, createAccount }) {
    story.learnerToken = await createAccount(learnerEmail);
    const { data } = await api<{ data: { _id: string; name: string }[] }>("/api/coach?limit=100");
    story.coachId = data.find((coach) => coach.name === COACH_NAME)?._id ?? "";
    const { data: coach } = await api<{ data: CoachDetail }>(`/api/coach/${story.coachId}`);
    const type = coach.sessionTypes.find((entry) => entry.title === TYPE_TITLE);
    story.sessionTypeId = type?._id ?? "";
    story.price = type?.price ?? 0;
  },
});

/** The coach's local date ("YYYY-MM-DD") and weekday (1 = Monday) of an instant. */
function coachDay(instant: string | number) {
  const date = new Date(instant);
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: COACH_ZONE }).format(date);
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(
    new Intl.DateTimeFormat("en-GB", { timeZone: COACH_ZONE, weekday: "short" }).format(date),
  );
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: COACH_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
  return { ymd, weekday: weekday + 1, time };
}

const availability = () =>
  suite.api<{ data: Slot[] }>(`/api/coach/${story.coachId}/availability?sessionType=${story.sessionTypeId}`);

async function workspaceSessions(view: string) {
  const { data } = await suite.api<{ data: Session[] }>(`/api/coach-workspace/sessions?view=${view}`, {
    token: story.coachToken,
  });
  return data;
}

/** Whatever axe and the layout check find on a page. */
const pageProblems = async (page: Page) => [
  ...(await accessibilityViolations(page)),
  ...(await layoutProblems(page)),
];

describe("the coaches' workspace", () => {
  it(
    "an admin invites; the invitee chooses a password, opens Sunday mornings and takes a day off, by keyboard on a phone; axe and 360 px on every workspace page",
    SLOW,
    async () => {
      // The console: Coach practices → the coach → Send invitation.
      let page = await suite.openConsole(`${paths.admin}/practices`);
      await page.getByRole("link", { name: COACH_NAME }).click();
      await page.getByLabel("E-mail address to invite").fill(coachEmail);
      const invited = Date.now();
      await page.getByRole("button", { name: "Send invitation" }).click();
      const mail = await suite.mail.waitFor(coachEmail, { since: invited });
      const link = /\/coach-invitation\/[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();

      // The invitation page on a phone: choose a password, land in the workspace.
      page = await suite.openPage(PHONE_VIEWPORT);
      await page.goto(link ?? "");
      await suite.heading(COACH_NAME).waitFor();
      expect(await pageProblems(page)).toEqual([]);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create account and accept" }).click();
      await page.waitForURL((url) => url.pathname === paths.coachWorkspace);
      await suite.heading("Sessions").waitFor();
      story.coachToken = (await page.evaluate(() => localStorage.getItem("userToken"))) ?? "";

      // The section menu by keyboard: Hours and time off.
      const menu = page.getByRole("button", { name: "Open the workspace menu" });
      await menu.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("link", { name: "Hours and time off" }).focus();
      await page.keyboard.press("Enter");
      await suite.heading("Hours and time off").waitFor();

      // Sunday 10:00–12:00 (the coach had no Sunday hours): offered at once.
      await page.getByRole("button", { name: "Add a period on Sunday" }).click();
      await page.getByLabel("Sunday period 1 from (HH:MM)").fill("10:00");
      await page.getByLabel("Sunday period 1 to (HH:MM)").fill("12:00");
      await page.getByRole("button", { name: "Save hours" }).click();
      await page.getByText("Your hours are saved.", { exact: false }).first().waitFor();
      const sundays = (await availability()).data.filter((slot) => coachDay(slot.start).weekday === 7);
      expect(sundays.map((slot) => coachDay(slot.start).time)).toContain("10:00");

      // A day off on the first weekday with free slots: none of its slots are offered any more.
      const before = (await availability()).data;
      const dayOff = coachDay(before.find((slot) => coachDay(slot.start).weekday <= 5)?.start ?? 0).ymd;
      await page.getByLabel("First day").fill(dayOff);
      await page.getByLabel("Last day").fill(dayOff);
      await page.getByLabel("Note (optional)").fill("Tournament");
      await page.getByRole("button", { name: "Add time off" }).click();
      await page.getByRole("list", { name: "Planned time off" }).getByText("Tournament").waitFor();
      const after = (await availability()).data;
      expect(before.some((slot) => coachDay(slot.start).ymd === dayOff)).toBe(true);
      expect(after.some((slot) => coachDay(slot.start).ymd === dayOff)).toBe(false);

      // Every page of the workspace: no axe violations, nothing wider than the phone.
      const workspacePages = [
        "",
        "?view=past",
        "?view=cancelled",
        "/hours",
        "/session-types",
        "/earnings",
        "/settings",
      ];
      expect(
        await problemsOnEach(
          page,
          workspacePages.map((suffix) => `${paths.coachWorkspace}${suffix}`),
          pageProblems,
        ),
      ).toEqual({});
    },
  );

  it(
    "a learner books with a note; the coach sees it, and its Join button turns active 10 minutes before the start",
    SLOW,
    async () => {
      let page = await suite.openPage();
      await signInWithToken(page, story.learnerToken, paths.coach(story.coachId));
      const panel = await scrollToBookingPanel(page);
      await panel.getByRole("radio", { name: new RegExp(`^${TYPE_TITLE}`) }).check();
      const slots = panel.getByRole("group", { name: `Free times for ${TYPE_TITLE}`, exact: true });
      const firstSlot = slots.getByRole("radio").first();
      await firstSlot.locator("xpath=..").click();
      await panel.getByLabel(messages.liveSessions.notesLabel).fill(NOTE);
      await panel.getByRole("button", { name: "Book and pay" }).click();
      await page.waitForURL(/\/checkout\/local\//);
      await page.getByRole("button", { name: `Pay ${formatPrice(story.price)}` }).click();
      await page.waitForURL(/\/payment-success\//);
      await page.getByRole("heading", { level: 1, name: messages.payment.resultSuccessful }).waitFor();

      const [session] = await workspaceSessions("upcoming");
      expect(session?.notes).toBe(NOTE);
      const opensAt = Date.parse(session?.joinableFrom ?? "");
      expect(Date.parse(session?.start ?? "") - opensAt).toBe(10 * 60_000);

      // The coach's page, its clock a minute before the room opens.
      page = await suite.openPage();
      await page.clock.install({ time: opensAt - 60_000 });
      await signInWithToken(page, story.coachToken, paths.coachWorkspace);
      const card = page.getByRole("article").filter({ hasText: NOTE });
      await card.waitFor();
      const join = card.getByRole("button", { name: /^Join/ });
      await expect.poll(() => join.isDisabled()).toBe(true);
      await card.getByText("Opens 10 minutes before the start").waitFor();
      await page.clock.runFor(90_000);
      await card.getByRole("link", { name: /^Join/ }).waitFor();
      expect(await card.getByRole("link", { name: /^Join/ }).getAttribute("href")).toMatch(/^https:\/\//);
    },
  );

  it(
    "after the session the coach marks it completed with a summary, and the learner reads it",
    SLOW,
    async () => {
      // The session happened: its times moved into the past (the server's clock is real).
      const [session] = await workspaceSessions("upcoming");
      await suite.database.sql`
        update live_session_bookings
        set starts_at = now() - interval '90 minutes', ends_at = now() - interval '30 minutes'
        where id = ${session?._id ?? ""}`;

      let page = await suite.openPage();
      await signInWithToken(page, story.coachToken, `${paths.coachWorkspace}?view=past`);
      const card = page.getByRole("article").filter({ hasText: NOTE });
      // The server's page drew the workspace's frame and the heading where the app draws them.
      await card.waitFor();
      const drawn = await page.getByRole("heading", { level: 1, name: "Sessions" }).boundingBox();
      suite.watch?.allow(/net::ERR_FAILED/);
      expect(await withoutScripts(page, () => page.locator("#root h1").boundingBox())).toEqual(drawn);
      await card.getByRole("button", { name: /^Mark completed/ }).click();
      const dialog = await openDialog(page, /Mark completed/);
      await dialog.getByLabel("Summary (optional)").fill(SUMMARY);
      await dialog.getByLabel("Point 1").fill(PRACTISE);
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Mark completed" }).click();
      // Exactly the state's label: "Mark completed", on the card before, would match a substring.
      await card.getByText("Completed", { exact: true }).waitFor();

      page = await suite.openPage();
      await signInWithToken(page, story.learnerToken, paths.profileBookings);
      await page
        .getByRole("button", { name: /^Details/ })
        .first()
        .click();
      const details = await openDialog(page, "Booking details");
      await details.getByRole("heading", { name: "Coach's summary" }).waitFor();
      expect(await details.textContent()).toContain(SUMMARY);
      expect(await details.getByRole("listitem").allTextContents()).toContain(PRACTISE);
    },
  );

  it(
    "the console's Remove account access, keeping the sessions, closes the workspace at once; the account stays a learner's",
    SLOW,
    async () => {
      const page = await suite.openConsole(`${paths.admin}/practices/${story.coachId}`);
      await page.getByRole("button", { name: "Remove account access" }).click();
      const dialog = await openDialog(page, "Remove account access?");
      expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole("radio", { name: /^Keep them/ }).check();
      await dialog.getByRole("button", { name: "Remove access" }).click();
      await page.getByText("No account runs this profile yet.").waitFor();
      expect(await page.getByRole("button", { name: "Remove account access" }).count()).toBe(0);

      // The same token: the workspace is closed; the learner's side still answers.
      await expect(suite.api("/api/coach-workspace/profile", { token: story.coachToken })).rejects.toThrow(
        /403/,
      );
      const coachPage = await suite.openPage();
      await signInWithToken(coachPage, story.coachToken, paths.coachWorkspace);
      await coachPage.getByText(coachWorkspaceMessages.forbidden).waitFor();
      const bookings = await suite.api<{ data: unknown[] }>("/api/live-sessions/user", {
        token: story.coachToken,
      });
      expect(Array.isArray(bookings.data)).toBe(true);
    },
  );
});
