import { versionMessages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, page, refusal, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const coach = {
  _id: "coach-1",
  name: "Lee Park",
  bio: "Aim coach",
  platform: "PC",
  timeZone: "Asia/Kolkata",
  isApproved: null,
  disabled: false,
  deletedAt: null,
  createdAt: "2026-01-05T10:00:00.000Z",
  version: 1,
};
const sessionType = {
  _id: "type-1",
  level: "Advanced",
  title: "Aim training",
  price: 1500,
  durationMinutes: 60,
  topicsCovered: [],
};
const schedule = (version: number, title = sessionType.title) => ({
  success: true,
  data: {
    sessionTypes: [{ ...sessionType, title }],
    weeklyHours: [{ weekday: 1, startTime: "09:00", endTime: "12:00" }],
    timeZone: "Asia/Kolkata",
    version,
  },
});

describe("a coach's sessions and hours in the console", () => {
  it("on a save over a newer version says so beside Save, keeps what was typed, and reloads the latest", async () => {
    let loads = 0;
    const network = consoleNetwork({
      adminMe: () => me(),
      adminGetItem: () => ok({ success: true, data: coach }),
      // The coach's games picker asks for the games.
      adminListItems: () => page([]),
      adminCoachSchedule: () => ok(loads++ === 0 ? schedule(1) : schedule(2, "Changed by the coach")),
      adminUpdateCoachSchedule: ({ body }) =>
        (body as { version: number }).version === 1
          ? refused(409, refusal("CONFLICT", versionMessages.changedElsewhere))
          : ok({ ...schedule(3), data: { ...schedule(3).data, ...(body as object), version: 3 } }),
    });
    const { user, fill } = renderConsole("/admin/coaches/coach-1");
    const section = await screen.findByRole("region", { name: "Sessions and hours" });
    const title = await within(section).findByLabelText("Title");
    await fill(title, "Aim training (my edit)");
    await user.click(within(section).getByRole("button", { name: "Save sessions and hours" }));

    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toContain(versionMessages.changedElsewhere);
    expect(network.sent("adminUpdateCoachSchedule")[0]).toMatchObject({
      version: 1,
      sessionTypes: [expect.objectContaining({ title: "Aim training (my edit)" })],
    });
    expect((title as HTMLInputElement).value).toBe("Aim training (my edit)");
    expect(loads).toBe(1);

    await user.click(within(section).getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((within(section).getByLabelText("Title") as HTMLInputElement).value).toBe(
        "Changed by the coach",
      ),
    );
    expect(within(section).queryByRole("alert")).toBeNull();
    await user.click(within(section).getByRole("button", { name: "Save sessions and hours" }));
    await waitFor(() => expect(network.sent("adminUpdateCoachSchedule")).toHaveLength(2));
    expect(network.sent("adminUpdateCoachSchedule")[1]).toMatchObject({ version: 2 });
  });
});
