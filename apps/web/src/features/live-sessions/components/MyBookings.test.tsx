import { type Booking, messages } from "@clutch/contract";
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { JOIN_OPENS_HINT } from "../../../components/sessions/JoinSessionButton";
import { fakeNetwork, ok, refused } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { LEARNER_ZONE, NOW } from "../test/slots";
import { MyBookings } from "./MyBookings";

const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * MINUTE).toISOString();
const ROOM = "https://meet.example.com/clutch-room-7f3a";

function booking(id: string, startIn: number, changes: Partial<Booking> = {}): Booking {
  return {
    _id: id,
    id,
    coach: {
      _id: "coach-1",
      name: "Asha",
      rating: 5,
      popularity: 1,
      hexagonHorImage: "",
      hexagonVerImage: "",
      headerImage: "",
      country: "India",
    },
    sessionTypeId: "type-1",
    level: "Beginner",
    title: "Aim training",
    price: 799,
    topicsCovered: ["Crosshair placement"],
    info: { date: "", time: "", price: 799 },
    start: at(startIn),
    end: at(startIn + 60),
    timeZone: LEARNER_ZONE,
    state: "CONFIRMED",
    status: "Success",
    changeable: false,
    notes: null,
    meetingUrl: ROOM,
    joinableFrom: at(startIn - 10),
    summary: null,
    noShow: null,
    ...changes,
  };
}

const upcoming = booking("b-1", 30);
const past = booking("b-0", -24 * 60, {
  state: "COMPLETED",
  meetingUrl: null,
  summary: {
    text: "Good session: your flicks are fast.",
    practise: ["Deathmatch warm-up", "Counter-strafing"],
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
});

describe("the learner's bookings (docs/product.md#live-sessions)", () => {
  it("opens the Join button 10 minutes before the start, then the room in a new tab", async () => {
    fakeNetwork({ listBookings: () => ok({ success: true, data: [upcoming] }) });
    renderWithStore(<MyBookings empty={null} />);

    const closed = await screen.findByRole("button", { name: /^Join/ });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(JOIN_OPENS_HINT)).toBeTruthy();
    // The button's clock starts in an effect, which a busy machine can run after the button shows:
    // time moved before then would pass unseen.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));

    act(() => vi.advanceTimersByTime(19 * MINUTE));
    expect(screen.getByRole("button", { name: /^Join/ })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1 * MINUTE));
    const open = screen.getByRole("link", { name: /^Join/ });
    expect(open.getAttribute("href")).toBe(ROOM);
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByText(JOIN_OPENS_HINT)).toBeNull();
  });

  it("shows the coach's summary in the details of a past session", async () => {
    fakeNetwork({ listBookings: () => ok({ success: true, data: [upcoming, past] }) });
    const { user } = renderWithStore(<MyBookings empty={null} />);

    const rows = await screen.findAllByRole("row");
    const pastRow = rows.find((row) => row.textContent?.includes("Completed"));
    if (!pastRow) throw new Error("no row for the past session");
    expect(within(pastRow).queryByRole("button", { name: /^Join/ })).toBeNull();
    await user.click(within(pastRow).getByRole("button", { name: /^Details/ }));

    const dialog = await screen.findByRole("dialog", { name: "Booking details" });
    const summary = within(dialog).getByRole("region", { name: "Coach's summary" });
    expect(within(summary).getByText(past.summary?.text ?? "")).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(past.summary?.practise);
  });

  it('keeps the room of a session marked absent 15 minutes in, and sends "I was there" with a note from Booking details', async () => {
    const marked = at(-1);
    const missed = booking("b-2", -20, {
      state: "NO_SHOW",
      noShow: {
        markedAt: marked,
        disputableUntil: new Date(Date.parse(marked) + 48 * 60 * MINUTE).toISOString(),
        disputable: true,
        dispute: null,
      },
    });
    let answered = false;
    const network = fakeNetwork({
      listBookings: () => ok({ success: true, data: [missed] }),
      disputeNoShow: () => {
        if (!answered) {
          answered = true;
          return refused(409, {
            success: false,
            code: "CONFLICT",
            message: messages.liveSessions.alreadyDisputed,
          });
        }
        return ok({
          success: true,
          booking: {
            ...missed,
            noShow: {
              ...(missed.noShow as NonNullable<Booking["noShow"]>),
              disputable: false,
              dispute: { at: at(0), note: "I was in the room.", outcome: null, resolvedAt: null },
            },
          },
        });
      },
    });
    const { user } = renderWithStore(<MyBookings empty={null} />);

    const row = (await screen.findAllByRole("row")).find((entry) => entry.textContent?.includes("Missed"));
    if (!row) throw new Error("no row for the missed session");
    expect(within(row).getByRole("link", { name: /^Join/ }).getAttribute("href")).toBe(ROOM);
    await user.click(within(row).getByRole("button", { name: /^Details/ }));
    const dialog = await screen.findByRole("dialog", { name: "Booking details" });
    const absent = within(dialog).getByRole("region", { name: "Marked absent" });
    expect(within(absent).getByText(/Your coach marked you absent/)).toBeTruthy();

    await user.click(within(absent).getByRole("button", { name: "I was there" }));
    await user.click(within(absent).getByRole("button", { name: "Send dispute" }));
    expect(
      await within(absent).findByText(messages.liveSessions.disputeNote, {
        selector: "[role=alert] *, [role=alert]",
      }),
    ).toBeTruthy();
    expect(network.sent("disputeNoShow")).toEqual([]);

    await user.type(within(absent).getByLabelText(messages.liveSessions.disputeNote), "I was in the room.");
    await user.click(within(absent).getByRole("button", { name: "Send dispute" }));
    expect(await within(absent).findByText(messages.liveSessions.alreadyDisputed)).toBeTruthy();
    await user.click(within(absent).getByRole("button", { name: "Send dispute" }));
    expect(await within(dialog).findByText(messages.liveSessions.disputeOpen)).toBeTruthy();
    expect(network.sent("disputeNoShow")).toEqual([
      { note: "I was in the room." },
      { note: "I was in the room." },
    ]);
  });
});
