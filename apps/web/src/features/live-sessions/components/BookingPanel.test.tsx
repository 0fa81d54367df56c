import { BOOKING_NOTES_MAX, messages, type Order, paths } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { timeOf } from "../../../lib/time";
import { fakeNetwork, ok, refused } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { availability, fixTheClock, LEARNER_ZONE, slotIn } from "../test/slots";
import BookingPanel from "./BookingPanel";

const m = messages.liveSessions;

fixTheClock();

const coach = {
  _id: "coach-1",
  name: "Asha",
  timeZone: LEARNER_ZONE,
  sessionTypes: [
    {
      _id: "type-1",
      level: "Beginner" as const,
      title: "Aim training",
      price: 799,
      durationMinutes: 60,
      topicsCovered: ["Crosshair placement"],
    },
  ],
};
const order: Order = {
  orderId: "order-1",
  paymentSessionId: "session-1",
  amount: 799,
  currency: "INR",
  provider: "local",
  checkoutUrl: paths.localCheckout("session-1"),
};

function renderPanel({ signedIn = true, onLogin = () => {} } = {}) {
  return renderWithStore(
    <BookingPanel coach={coach} signedIn={signedIn} onLogin={onLogin} profilePhone="" />,
    { path: "/coach/coach-1" },
  );
}

const slotRadios = () =>
  within(screen.getByRole("group", { name: "Free times for Aim training" })).getAllByRole("radio");
const bookAndPay = () => screen.getByRole("button", { name: "Book and pay" });
const status = () => screen.getAllByRole("status").at(-1)?.textContent;

describe("booking a live session from the coach page (docs/product.md#live-sessions)", () => {
  it("asks for a slot, then a visitor to sign in", async () => {
    const slot = slotIn(30);
    fakeNetwork({ coachAvailability: () => availability([slot]) });
    const onLogin = vi.fn();
    const { user } = renderPanel({ signedIn: false, onLogin });

    await screen.findByRole("radio", { name: timeOf(slot.start) });
    expect((bookAndPay() as HTMLButtonElement).disabled).toBe(true);
    expect(status()).toBe(m.pickSlot);

    await user.click(screen.getByRole("radio", { name: timeOf(slot.start) }));
    expect(status()).toBe(m.signInToBook);
    await user.click(bookAndPay());
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it("holds the chosen slot with the learner's zone and leaves for the checkout", async () => {
    const slot = slotIn(30);
    const network = fakeNetwork({
      coachAvailability: () => availability([slot]),
      bookSession: () => ok({ success: true, order }),
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole("radio", { name: timeOf(slot.start) }));
    expect(status()).toBe(m.holdNotice);
    await user.click(bookAndPay());

    await waitFor(() =>
      expect(screen.getByTestId("current-path").textContent).toBe(paths.localCheckout("session-1")),
    );
    expect(network.sent("bookSession")).toEqual([
      { coachId: "coach-1", sessionTypeId: "type-1", start: slot.start, timeZone: LEARNER_ZONE },
    ]);
    expect(bookAndPay().getAttribute("aria-busy")).toBe("true");
  });

  it(`sends what the learner wants to work on, trimmed, and caps it at ${BOOKING_NOTES_MAX} characters`, async () => {
    const slot = slotIn(30);
    const network = fakeNetwork({
      coachAvailability: () => availability([slot]),
      bookSession: () => ok({ success: true, order }),
    });
    const { user } = renderPanel();

    expect(screen.queryByLabelText(/What do you want to work on\?/)).toBeNull();
    await user.click(await screen.findByRole("radio", { name: timeOf(slot.start) }));
    const notes = screen.getByLabelText(/What do you want to work on\?/) as HTMLTextAreaElement;
    expect(notes.maxLength).toBe(BOOKING_NOTES_MAX);
    await user.type(notes, "  Retakes on B site  ");
    expect(screen.getByText(`21 / ${BOOKING_NOTES_MAX}`)).toBeTruthy();
    await user.click(bookAndPay());

    await waitFor(() => expect(network.sent("bookSession")).toHaveLength(1));
    expect(network.sent("bookSession")[0]).toMatchObject({ notes: "Retakes on B site" });
  });

  it("says a slot taken meanwhile, without Try again, and offers the slots left", async () => {
    const [kept, taken] = [slotIn(30), slotIn(32)];
    let offered = [kept, taken];
    fakeNetwork({
      coachAvailability: () => availability(offered),
      bookSession: () => {
        offered = [kept];
        return refused(409, { success: false, code: "SLOT_TAKEN", message: m.slotTaken });
      },
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole("radio", { name: timeOf(taken.start) }));
    await user.click(bookAndPay());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`${m.slotTaken}Close`);
    // The slots are fetched again: the taken one is gone, and so is the choice.
    await waitFor(() => expect(slotRadios()).toHaveLength(1));
    expect(screen.queryByRole("radio", { name: timeOf(taken.start) })).toBeNull();
    expect((bookAndPay() as HTMLButtonElement).disabled).toBe(true);
    expect(status()).toBe(m.pickSlot);
    // Choosing another slot puts the message away.
    await user.click(screen.getByRole("radio", { name: timeOf(kept.start) }));
    expect(within(document.body).queryByRole("alert")).toBeNull();
  });

  it("says any other failure with the booking's own sentence and tries again", async () => {
    const slot = slotIn(30);
    let tries = 0;
    fakeNetwork({
      coachAvailability: () => availability([slot]),
      bookSession: () => {
        tries += 1;
        return tries === 1
          ? refused(500, { success: false, code: "INTERNAL_ERROR", message: "" })
          : ok({ success: true, order });
      },
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole("radio", { name: timeOf(slot.start) }));
    await user.click(bookAndPay());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.bookFailed);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByTestId("current-path").textContent).toBe(paths.localCheckout("session-1")),
    );
  });
});
