import { adminBookingMessages, paths } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { openDialog, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { consoleSuite } from "../support/console-suite";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { SLOW } from "../support/timeouts";

/*
 * The console's Bookings against the built server on PostgreSQL: a learner has booked and paid two
 * sessions with two coaches; the admin filters by one coach and cancels that session with the
 * keyboard only, giving a reason; the row then shows it cancelled and refunded. Axe on the page and
 * on the dialog, and the page at a phone's width.
 */

const COACH = "Arjun Mehta";
const OTHER_COACH = "Daniel Okafor";

const learnerEmail = uniqueEmail("bookings-learner");
let learnerToken = "";
const suite = consoleSuite({
  tag: "bookings-admin",
  async setUp({ createAccount }) {
    learnerToken = await createAccount(learnerEmail);
    await bookAndPay(learnerToken, COACH);
    await bookAndPay(learnerToken, OTHER_COACH);
  },
});

type Coach = { _id: string; name: string; sessionTypes: { _id: string }[] };

/** Books the coach's first free slot as the learner and pays it at the test checkout. */
async function bookAndPay(learnerToken: string, coachName: string) {
  const { api } = suite;
  const { data: coaches } = await api<{ data: Coach[] }>("/api/coach?limit=100");
  const listed = coaches.find((coach) => coach.name === coachName);
  if (!listed) throw new Error(`no coach ${coachName}`);
  const { data: coach } = await api<{ data: Coach }>(`/api/coach/${listed._id}`);
  const sessionTypeId = coach.sessionTypes[0]?._id ?? "";
  const { data: slots } = await api<{ data: { start: string }[] }>(
    `/api/coach/${coach._id}/availability?sessionType=${sessionTypeId}`,
  );
  const booked = await api<{ booking: { _id: string }; order: { paymentSessionId: string } }>(
    "/api/live-sessions",
    {
      token: learnerToken,
      json: { coachId: coach._id, sessionTypeId, start: slots[0]?.start },
    },
  );
  await api(`/api/payment/local/${booked.order.paymentSessionId}/complete`, {
    json: { outcome: "success" },
  });
  return booked.booking._id;
}

describe("the console's bookings", () => {
  it(
    "filters by coach and cancels a session with a reason, by keyboard; axe on the page and the dialog",
    SLOW,
    async () => {
      const page = await suite.openPage();
      await suite.enterConsole(`${paths.admin}/bookings`);
      await page.getByRole("heading", { level: 1, name: "Bookings" }).waitFor();

      const rows = page.getByRole("table").getByRole("row");
      await page.getByRole("cell", { name: new RegExp(OTHER_COACH) }).waitFor();
      expect(await rows.count()).toBe(3); // The header and both sessions.
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel("Coach").selectOption({ label: COACH });
      await page.waitForURL(/coachId=/);
      await page.getByRole("cell", { name: new RegExp(OTHER_COACH) }).waitFor({ state: "detached" });
      expect(await rows.count()).toBe(2);

      // Keyboard only: the row's Cancel, the reason, Tab to the confirming button, Enter.
      await page.getByRole("button", { name: new RegExp(`^Cancel .* of ${learnerEmail}`) }).focus();
      await page.keyboard.press("Enter");
      const dialog = await openDialog(page, "Cancel this booking?");
      await dialog.getByText(adminBookingMessages.cancelConfirm).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.type("The coach is unwell");
      expect(await dialog.getByLabel("Reason").inputValue()).toBe("The coach is unwell");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel and refund");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });

      const row = rows.nth(1);
      await row.getByText("Cancelled", { exact: true }).waitFor();
      await row.getByText("by Clutch Academy").waitFor();
      await row.getByText("Refunded").waitFor();
      expect(await row.getByRole("button", { name: /^Cancel/ }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A phone: the page fits the screen (the table scrolls inside its frame).
      await page.setViewportSize(PHONE_VIEWPORT);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it(
    "lists a disputed no-show in its queue with the learner's note, and reverses it with a full refund",
    SLOW,
    async () => {
      // A session of yesterday the coach marked a no-show, which the learner disputed.
      const bookingId = await bookAndPay(learnerToken, OTHER_COACH);
      const note = "I was in the room for the whole hour.";
      await suite.database.sql`
        update live_session_bookings set starts_at = now() - interval '1 day',
          ends_at = now() - interval '1 day' + interval '1 hour', state = 'NO_SHOW',
          outcome_by = 'coach', completed_at = now() - interval '23 hours',
          disputed_at = now() - interval '2 hours', dispute_note = ${note}
        where id = ${bookingId}`;

      const page = await suite.openConsole(`${paths.admin}/bookings`);
      await page.getByRole("heading", { level: 1, name: "Bookings" }).waitFor();
      await page.getByRole("button", { name: adminBookingMessages.disputesTab }).click();
      await page.waitForURL(/dispute=open/);
      const rows = page.getByRole("table").getByRole("row");
      await page.getByText(note).waitFor();
      // The whole list stays on screen until the queue's answer replaces it.
      await expect.poll(() => rows.count()).toBe(2); // The header and the disputed session.
      const row = rows.nth(1);
      await row.getByText(learnerEmail).waitFor();
      await row.getByText(`with ${OTHER_COACH}`).waitFor();
      await row.getByText("Waiting for a decision").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await row.getByRole("button", { name: /^Reverse the no-show/ }).click();
      const dialog = await openDialog(page, "Reverse the no-show?");
      await dialog.getByText(adminBookingMessages.reverseConfirm).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Reverse and refund" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText(adminBookingMessages.noDisputes).waitFor();

      // In the whole list it shows reversed and refunded.
      await page.getByRole("button", { name: "All bookings" }).click();
      await page.getByText(note).waitFor();
      await page.getByText("Reversed: refunded", { exact: false }).waitFor();
      const [stored] = await suite.database.sql<{ dispute_outcome: string }[]>`
        select dispute_outcome from live_session_bookings where id = ${bookingId}`;
      expect(stored?.dispute_outcome).toBe("reversed");
      await page.setViewportSize(PHONE_VIEWPORT);
      expect(await layoutProblems(page)).toEqual([]);
    },
  );
});
