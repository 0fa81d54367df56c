import { coachWorkspaceMessages as m } from "@clutch/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeNetwork, heldAnswer, ok, refused } from "../../../../test/fake-network";
import { profile, refusal, renderWorkspace, session, sessionPage } from "../../test/workspace";

afterEach(() => {
  vi.useRealTimers();
});

const START = Date.parse("2026-03-10T13:30:00.000Z");

describe("the sessions page", () => {
  it("shows each session in the coach's zone with the learner's notes, and opens Join 10 minutes before the start", async () => {
    // Twelve minutes before the start: the room opens in two minutes.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: START - 12 * 60_000 });
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessions: sessionPage([
        session(),
        session({
          _id: "booking-2",
          start: "2026-03-12T04:00:00.000Z",
          end: "2026-03-12T05:00:00.000Z",
          joinableFrom: "2026-03-12T03:50:00.000Z",
          notes: null,
          learner: { name: "", email: "sam@example.com" },
        }),
      ]),
    });
    renderWorkspace("/coach");

    const first = await screen.findByRole("article", { name: /Aim training with Lee Park/ });
    // 13:30 UTC is 7:00 PM in Kolkata.
    expect(within(first).getByRole("heading").textContent).toMatch(
      /Tue, 10 Mar,? 2026, 7:00\sPM – 8:00\sPM (IST|GMT\+5:30)/,
    );
    expect(within(first).getByText("My spray control falls apart after five bullets.")).toBeTruthy();
    expect(within(first).getByText("Crosshair placement · Flicks")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "https://meet.clutch.test/room-abc" })).toBeTruthy();
    const second = screen.getByRole("article", { name: /with sam@example.com/ });
    expect(within(second).getByText("No notes")).toBeTruthy();

    const join = within(first).getByRole("button", { name: /^Join\s?: Aim training/ });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    expect(within(first).getByText("Opens 10 minutes before the start")).toBeTruthy();

    // The page's clock moves on: three minutes later the room is open.
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    // Found once the page has rendered the new time (under load that can come after the act).
    const open = await within(first).findByRole("link", { name: /^Join\s?: Aim training/ });
    expect(open.getAttribute("href")).toBe("https://meet.clutch.test/room-abc");
    expect(within(second).getByRole("button", { name: /^Join/ })).toHaveProperty("disabled", true);
    expect(network.queries("coachListSessions")[0]?.get("view")).toBe("upcoming");
  });

  it("asks for the sessions while the profile is still on its way, and only once", async () => {
    const coach = heldAnswer(profile());
    const network = fakeNetwork({
      coachProfile: coach.handler,
      coachListSessions: sessionPage([session()]),
    });
    const { user } = renderWorkspace("/coach?view=past&page=2");
    await waitFor(() => expect(network.queries("coachListSessions")).toHaveLength(1));
    expect(screen.queryByRole("article")).toBeNull();
    // Meanwhile the workspace's frame, as the server's page draws it: the page's heading over "Loading...".
    expect(await screen.findByRole("heading", { level: 1, name: "Sessions" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Workspace sections" })).toBeTruthy();
    // The menu opened meanwhile (on a phone) stays open, and focused, when the page comes.
    const menu = screen.getByRole("button", { name: "Open the workspace menu" });
    await user.click(menu);

    coach.open();
    expect(await screen.findByRole("article", { name: /Aim training with Lee Park/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close the workspace menu" })).toBe(menu);
    expect(document.activeElement).toBe(menu);
    const [query] = network.queries("coachListSessions");
    expect([query?.get("view"), query?.get("page"), network.queries("coachListSessions").length]).toEqual([
      "past",
      "2",
      1,
    ]);
  });

  it("asks for the profile and the sessions before the first render when the site opens on the page, once", async () => {
    const coach = heldAnswer(profile());
    const network = fakeNetwork({
      coachProfile: coach.handler,
      coachListSessions: sessionPage([session()]),
    });
    renderWorkspace("/coach?view=past", { openedOn: true });
    await waitFor(() => expect(network.queries("coachListSessions")).toHaveLength(1));
    expect(network.queries("coachProfile")).toHaveLength(1);

    coach.open();
    expect(await screen.findByRole("article", { name: /Aim training with Lee Park/ })).toBeTruthy();
    expect(network.queries("coachProfile")).toHaveLength(1);
    expect(network.queries("coachListSessions").map((query) => query.get("view"))).toEqual(["past"]);
  });

  it("marks a session completed with a summary, and a no-show, from the past view", async () => {
    const due = session({
      outcomeDue: true,
      start: "2026-03-01T13:30:00.000Z",
      end: "2026-03-01T14:30:00.000Z",
    });
    const other = session({ _id: "booking-2", title: "Utility", outcomeDue: true });
    let marked = false;
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessions: () =>
        marked
          ? sessionPage([
              {
                ...due,
                outcomeDue: false,
                state: "COMPLETED",
                outcomeBy: "coach",
                summary: { text: "Good work on spray.", practise: ["Ten-bullet bursts"] },
              },
              other,
            ])()
          : sessionPage([due, other])(),
      coachSessionOutcome: ({ params }) => {
        if (params.id === "booking-2") return refused(409, refusal("CONFLICT", m.alreadyMarked));
        marked = true;
        return ok({ success: true, data: { ...due, state: "COMPLETED" } });
      },
    });
    const { user, fill, currentPath } = renderWorkspace("/coach?view=past");
    await screen.findByRole("article", { name: /^Aim training/ });
    expect(network.queries("coachListSessions")[0]?.get("view")).toBe("past");
    expect(screen.getByRole("button", { name: "Past" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: /^Mark completed: Aim training/ }));
    const dialog = await screen.findByRole("dialog", { name: "Mark completed" });
    // Points without a summary are refused before sending.
    await fill(within(dialog).getByLabelText("Point 1"), "Ten-bullet bursts");
    await user.click(within(dialog).getByRole("button", { name: "Mark completed" }));
    expect(await within(dialog).findByText(m.summaryText)).toBeTruthy();
    expect(network.sent("coachSessionOutcome")).toEqual([]);

    await fill(within(dialog).getByLabelText("Summary (optional)"), "  Good work on spray.  ");
    await user.click(within(dialog).getByRole("button", { name: "Mark completed" }));
    await waitFor(() =>
      expect(network.sent("coachSessionOutcome")).toEqual([
        { outcome: "COMPLETED", summary: { text: "Good work on spray.", practise: ["Ten-bullet bursts"] } },
      ]),
    );
    expect(await screen.findByText(`${m.outcomeSaved} ${m.summarySaved}`)).toBeTruthy();
    const done = await screen.findByRole("article", { name: /^Aim training/ });
    await within(done).findByText("Good work on spray.");
    expect(within(done).getByRole("button", { name: /^Edit the summary/ })).toBeTruthy();

    // The other one: the server says it was marked meanwhile.
    await user.click(screen.getByRole("button", { name: /^Learner didn't show: Utility/ }));
    const confirm = await screen.findByRole("dialog", { name: "Learner didn't show?" });
    await user.click(within(confirm).getByRole("button", { name: "Learner didn't show" }));
    expect(await screen.findByText(m.alreadyMarked)).toBeTruthy();
    expect(network.sent("coachSessionOutcome").at(-1)).toEqual({ outcome: "NO_SHOW" });

    await user.click(screen.getByRole("button", { name: "Cancelled" }));
    await waitFor(() => expect(network.queries("coachListSessions").at(-1)?.get("view")).toBe("cancelled"));
    expect(currentPath()).toBe("/coach");
  });

  it('keeps "Learner didn\'t show" disabled, and says why, until 15 minutes after the start', async () => {
    // Five minutes after the start: the session can be marked completed, not a no-show yet.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: START + 5 * 60_000 });
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessions: sessionPage([session({ outcomeDue: true })]),
    });
    renderWorkspace("/coach?view=past");
    const card = await screen.findByRole("article", { name: /^Aim training/ });
    const noShow = within(card).getByRole("button", { name: /^Learner didn't show: Aim training/ });
    expect((noShow as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText(m.noShowTooEarly)).toBeTruthy();
    expect(noShow.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      (within(card).getByRole("button", { name: /^Mark completed/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(network.sent("coachSessionOutcome")).toEqual([]);
  });

  it("cancels with a reason and says the refund's result", async () => {
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessions: sessionPage([
        session({
          start: "2099-03-10T13:30:00.000Z",
          end: "2099-03-10T14:30:00.000Z",
          joinableFrom: "2099-03-10T13:20:00.000Z",
        }),
      ]),
      coachCancelSession: () =>
        ok({
          success: true,
          data: session({ state: "CANCELLED" }),
          refund: { amount: 1500, status: "PENDING" },
        }),
    });
    const { user, fill } = renderWorkspace("/coach");
    await user.click(await screen.findByRole("button", { name: /^Cancel: Aim training/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this session?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await within(dialog).findByText(m.reason)).toBeTruthy();
    await fill(within(dialog).getByLabelText("Reason"), "I am ill");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByText(/The refund of ₹1,500 is pending/)).toBeTruthy();
    expect(network.sent("coachCancelSession")).toEqual([{ reason: "I am ill" }]);
  });

  it("saves a confirmed session's calendar file", async () => {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob);
        return `blob:${blobs.size - 1}`;
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    onTestFinished(() => click.mockRestore());
    click.mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "") as Blob });
    });
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessions: sessionPage([
        session({ start: "2099-03-10T13:30:00.000Z", end: "2099-03-10T14:30:00.000Z" }),
      ]),
      coachSessionCalendar: () => ok("BEGIN:VCALENDAR"),
    });
    const { user } = renderWorkspace("/coach");
    await user.click(await screen.findByRole("button", { name: /^Download \.ics: Aim training/ }));
    await waitFor(() => expect(files.map((file) => file.name)).toEqual(["session.ics"]));
    expect(files[0]?.blob.type).toBe("text/calendar");
    expect(await files[0]?.blob.text()).toContain("BEGIN:VCALENDAR");
    expect(network.calls.filter((call) => call.route === "coachSessionCalendar")).toHaveLength(1);
  });

  it("tells a signed-in account that runs no coach profile so, and asks a visitor to sign in", async () => {
    // The sessions are asked for beside the profile (the page a coach lands on), and refused alike.
    fakeNetwork({
      coachProfile: () => refused(403, refusal("FORBIDDEN", m.forbidden)),
      coachListSessions: () => refused(403, refusal("FORBIDDEN", m.forbidden)),
    });
    const { unmount } = renderWorkspace("/coach");
    expect(await screen.findByText(m.forbidden)).toBeTruthy();
    unmount();
    localStorage.clear();
    const { user, onSignIn } = renderWorkspace("/coach/hours", { signedIn: false });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSignIn).toHaveBeenCalled();
  });
});
