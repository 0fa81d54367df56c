import { AVAILABILITY_DEFAULT_DAYS, messages, type Slot } from "@clutch/contract";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import * as time from "../../../lib/time";
import { fakeNetwork, gate, refused } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { availability, DAY_MS, fixTheClock, LEARNER_ZONE, NOW, slotIn } from "../test/slots";
import { SlotPicker } from "./SlotPicker";

const m = messages.liveSessions;
/** A zone whose clock differs from the learner's (the browser's) at every instant used here. */
const OTHER_ZONE = LEARNER_ZONE === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";

fixTheClock();

/** The picker as the booking panel holds it: the chosen slot is the page's state. */
function Picker({ onChange, exclude }: { onChange?: (slot: Slot | null) => void; exclude?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      coachId="coach-1"
      sessionTypeId="type-1"
      coachTimeZone={LEARNER_ZONE}
      value={value}
      onChange={(slot) => {
        setValue(slot?.start ?? null);
        onChange?.(slot);
      }}
      legend="Free times for Aim training"
      exclude={exclude}
    />
  );
}

/**
 * Text as Testing Library reads it (`getByText` collapses every white space, the narrow no-break
 * space Intl puts before AM/PM included, to a plain one); accessible names keep it.
 */
const plain = (text: string) => text.replace(/\s+/g, " ");
const { timeOf, dayOf } = time;
const dateOf = (instant: number) => plain(time.dateOf(new Date(instant).toISOString()));
const slotRadio = (slot: Slot) => screen.getByRole("radio", { name: timeOf(slot.start) });

describe("the slot picker (docs/product.md#live-sessions)", () => {
  it("loads the next days' slots, groups them by the learner's day and lets one be chosen", async () => {
    const answer = gate();
    const slots = [slotIn(30), slotIn(26), slotIn(50)];
    const network = fakeNetwork({
      coachAvailability: async () => {
        await answer.promise;
        return availability(slots);
      },
    });
    const chosen: (Slot | null)[] = [];
    const { user } = renderWithStore(<Picker onChange={(slot) => chosen.push(slot)} />);

    expect(screen.getByRole("status").textContent).toBe("Loading free slots...");
    answer.open();

    // In time order, each under its day's heading.
    const inOrder = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    await screen.findAllByRole("radio");
    expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(
      inOrder.map((slot) => slot.start),
    );
    for (const slot of slots) {
      const day = screen.getByRole("group", { name: dayOf(slot.start) });
      expect(within(day).getByRole("radio", { name: timeOf(slot.start) })).toBeTruthy();
    }
    expect(
      screen.getByText(`Showing dates until ${dateOf(NOW + AVAILABILITY_DEFAULT_DAYS * DAY_MS)}`),
    ).toBeTruthy();

    // The first page leaves `from` to the server (now) and ends the default window later.
    const [query] = network.queries("coachAvailability");
    expect(query?.get("sessionType")).toBe("type-1");
    expect(query?.has("from")).toBe(false);
    expect(Date.parse(query?.get("to") ?? "")).toBe(NOW + AVAILABILITY_DEFAULT_DAYS * DAY_MS);

    const pick = inOrder[1] as Slot;
    await user.click(slotRadio(pick));
    expect((slotRadio(pick) as HTMLInputElement).checked).toBe(true);
    expect(chosen).toEqual([pick]);
  });

  it("shows the coach's own time beside each slot when their clock differs", async () => {
    const slot = slotIn(27);
    fakeNetwork({ coachAvailability: () => availability([slot], OTHER_ZONE) });
    renderWithStore(<Picker />);

    const radio = await screen.findByRole("radio", { name: new RegExp(`^${timeOf(slot.start)}\\b`) });
    expect(radio.closest("label")?.textContent).toBe(
      `${timeOf(slot.start)}, ${time.coachTimeOf(slot.start, OTHER_ZONE)} (coach)`,
    );
  });

  it("says there are no free slots in the window, then loads later dates until it finds some", async () => {
    const later = slotIn(AVAILABILITY_DEFAULT_DAYS * 24 + 5);
    const network = fakeNetwork({
      coachAvailability: ({ query }) => availability(query.has("from") ? [later] : []),
    });
    const { user } = renderWithStore(<Picker />);

    expect((await screen.findByText(m.noSlots)).textContent).toBe(m.noSlots);
    await user.click(screen.getByRole("button", { name: "Show later dates" }));

    expect(await screen.findByRole("radio", { name: timeOf(later.start) })).toBeTruthy();
    const second = network.queries("coachAvailability")[1];
    expect(Date.parse(second?.get("from") ?? "")).toBe(NOW + AVAILABILITY_DEFAULT_DAYS * DAY_MS);
    expect(Date.parse(second?.get("to") ?? "")).toBe(NOW + 2 * AVAILABILITY_DEFAULT_DAYS * DAY_MS);
  });

  it("says until when there is nothing once later dates come back empty", async () => {
    fakeNetwork({ coachAvailability: ({ query }) => availability(query.has("from") ? [] : [slotIn(30)]) });
    const { user } = renderWithStore(<Picker />);

    await screen.findByRole("radio");
    await user.click(screen.getByRole("button", { name: "Show later dates" }));
    const until = dateOf(NOW + 2 * AVAILABILITY_DEFAULT_DAYS * DAY_MS);
    expect(await screen.findByText(`${m.noSlotsUntil} ${until}`)).toBeTruthy();
  });

  it("says a failed load with the server's sentence, else its own, and tries again", async () => {
    let calls = 0;
    fakeNetwork({
      coachAvailability: () => {
        calls += 1;
        if (calls === 1) return refused(500, { success: false, code: "INTERNAL_ERROR", message: "" });
        return availability([slotIn(30)]);
      },
    });
    const { user } = renderWithStore(<Picker />);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`Error: ${m.fetchSlotsFailed}`);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("radio")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("does not offer the start being moved away from", async () => {
    const [kept, moved] = [slotIn(30), slotIn(32)];
    fakeNetwork({ coachAvailability: () => availability([kept, moved]) });
    renderWithStore(<Picker exclude={moved.start} />);

    expect(await screen.findByRole("radio", { name: timeOf(kept.start) })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(1);
  });
});
