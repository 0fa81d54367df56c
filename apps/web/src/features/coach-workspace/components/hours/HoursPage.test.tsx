import { coachWorkspaceMessages as m, versionMessages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pendingPageLoads } from "../../../../lib/page-loading";
import { fakeNetwork, ok, refused } from "../../../../test/fake-network";
import { profile, refusal, renderWorkspace, session } from "../../test/workspace";

const hours = (
  weeklyHours: { weekday: number; startTime: string; endTime: string }[],
  outsideHours = [session()],
  version = 1,
) => ok({ success: true, data: { timeZone: "Asia/Kolkata", weeklyHours, outsideHours, version } });

describe("the hours page", () => {
  it("has its code asked for before the first render when the site opens on it, beside the profile", async () => {
    const network = fakeNetwork({
      coachProfile: profile(),
      coachHours: () => hours([{ weekday: 2, startTime: "18:00", endTime: "22:00" }], []),
      coachListTimeOff: () => ok({ success: true, data: [] }),
    });
    renderWorkspace("/coach/hours", { openedOn: true });
    // The page's code is on its way with the profile's call (the site's first render waits for it).
    expect(pendingPageLoads()).toHaveLength(1);
    await waitFor(() => expect(network.queries("coachProfile")).toHaveLength(1));
    expect(await screen.findByRole("group", { name: "Tuesday" })).toBeTruthy();
    expect(pendingPageLoads()).toEqual([]);
  });

  it("edits the week day by day and lists the booked sessions the new hours leave out", async () => {
    const network = fakeNetwork({
      coachProfile: profile(),
      coachHours: () => hours([{ weekday: 2, startTime: "18:00", endTime: "22:00" }], []),
      coachListTimeOff: () => ok({ success: true, data: [] }),
      coachUpdateHours: ({ body }) => hours((body as { weeklyHours: never[] }).weeklyHours),
    });
    const { user, fill } = renderWorkspace("/coach/hours");
    const tuesday = await screen.findByRole("group", { name: "Tuesday" });
    expect(screen.getByText(/In your time zone, Asia\/Kolkata/)).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Monday" })).getByText("Not available")).toBeTruthy();

    // Tuesday's evening goes; Monday gets a morning.
    await user.click(within(tuesday).getByRole("button", { name: "Remove Tuesday period 1" }));
    await user.click(screen.getByRole("button", { name: "Add a period on Monday" }));
    const monday = screen.getByRole("group", { name: "Monday" });
    await fill(within(monday).getByLabelText("Monday period 1 from (HH:MM)"), "08:00");
    await fill(within(monday).getByLabelText("Monday period 1 to (HH:MM)"), "7:00");
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    // The contract's rule, on the field, before anything is sent.
    expect(await within(monday).findByRole("alert")).toBeTruthy();
    expect(network.sent("coachUpdateHours")).toEqual([]);

    await fill(within(monday).getByLabelText("Monday period 1 to (HH:MM)"), "12:00");
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await waitFor(() =>
      expect(network.sent("coachUpdateHours")).toEqual([
        { weeklyHours: [{ weekday: 1, startTime: "08:00", endTime: "12:00" }], version: 1 },
      ]),
    );
    expect(await screen.findByText(m.hoursSaved)).toBeTruthy();
    const notice = screen.getByText(m.outsideHours).parentElement as HTMLElement;
    expect(within(notice).getByText(/7:00\sPM – 8:00\sPM.*: Aim training with Lee Park/)).toBeTruthy();
  });

  it("on a save over a newer version says so beside Save, keeps the week as typed, and reloads the latest", async () => {
    let loads = 0;
    const network = fakeNetwork({
      coachProfile: profile(),
      coachHours: () =>
        loads++ === 0
          ? hours([{ weekday: 2, startTime: "18:00", endTime: "22:00" }], [], 4)
          : hours([{ weekday: 5, startTime: "10:00", endTime: "11:00" }], [], 5),
      coachListTimeOff: () => ok({ success: true, data: [] }),
      coachUpdateHours: ({ body }) =>
        (body as { version: number }).version === 4
          ? refused(409, refusal("CONFLICT", versionMessages.changedElsewhere))
          : hours((body as { weeklyHours: never[] }).weeklyHours, [], 6),
    });
    const { user, fill } = renderWorkspace("/coach/hours");
    const tuesday = await screen.findByRole("group", { name: "Tuesday" });
    await fill(within(tuesday).getByLabelText("Tuesday period 1 to (HH:MM)"), "23:00");
    await user.click(screen.getByRole("button", { name: "Save hours" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(versionMessages.changedElsewhere);
    expect(network.sent("coachUpdateHours")).toEqual([
      { weeklyHours: [{ weekday: 2, startTime: "18:00", endTime: "23:00" }], version: 4 },
    ]);
    expect((within(tuesday).getByLabelText("Tuesday period 1 to (HH:MM)") as HTMLInputElement).value).toBe(
      "23:00",
    );
    expect(screen.queryByText(m.hoursSaved)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Reload" }));
    const friday = screen.getByRole("group", { name: "Friday" });
    await waitFor(() =>
      expect((within(friday).getByLabelText("Friday period 1 from (HH:MM)") as HTMLInputElement).value).toBe(
        "10:00",
      ),
    );
    expect(within(screen.getByRole("group", { name: "Tuesday" })).getByText("Not available")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await waitFor(() => expect(network.sent("coachUpdateHours")).toHaveLength(2));
    expect(network.sent("coachUpdateHours")[1]).toMatchObject({ version: 5 });
    expect(await screen.findByText(m.hoursSaved)).toBeTruthy();
  });

  it("adds time off, saying which booked sessions it leaves standing, and shows a refusal on its field", async () => {
    let added = false;
    const entry = { _id: "off-1", firstDay: "2026-03-10", lastDay: "2026-03-12", note: "Holiday" };
    const network = fakeNetwork({
      coachProfile: profile(),
      coachHours: () => hours([], []),
      coachListTimeOff: () => ok({ success: true, data: added ? [entry] : [] }),
      coachAddTimeOff: ({ body }) => {
        if ((body as { firstDay: string }).firstDay === "2020-01-01") {
          return {
            status: 400,
            body: refusal("VALIDATION_ERROR", "Check the fields", [
              { path: "lastDay", message: m.timeOffPast },
            ]),
          };
        }
        added = true;
        return { status: 201, body: { success: true, data: entry, clashes: [session()] } };
      },
    });
    const { user, fill } = renderWorkspace("/coach/hours");
    expect(await screen.findByText("No time off planned.")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add time off" });

    await fill(within(form).getByLabelText("First day"), "2020-01-01");
    await fill(within(form).getByLabelText("Last day"), "2020-01-02");
    await user.click(within(form).getByRole("button", { name: "Add time off" }));
    expect(await within(form).findByText(m.timeOffPast)).toBeTruthy();
    expect(within(form).getByLabelText("Last day").getAttribute("aria-invalid")).toBe("true");

    await fill(within(form).getByLabelText("First day"), "2026-03-10");
    await fill(within(form).getByLabelText("Last day"), "2026-03-12");
    await fill(within(form).getByLabelText("Note (optional)"), "Holiday");
    await user.click(within(form).getByRole("button", { name: "Add time off" }));
    expect(await within(form).findByText(`Time off added. ${m.timeOffClashes}`)).toBeTruthy();
    expect(within(form).getByText(/Aim training with Lee Park/)).toBeTruthy();
    expect(network.sent("coachAddTimeOff").at(-1)).toEqual({
      firstDay: "2026-03-10",
      lastDay: "2026-03-12",
      note: "Holiday",
    });
    const list = await screen.findByRole("list", { name: "Planned time off" });
    expect(within(list).getByText("10 Mar 2026 – 12 Mar 2026")).toBeTruthy();
    expect((within(form).getByLabelText("First day") as HTMLInputElement).value).toBe("");
  });
});
