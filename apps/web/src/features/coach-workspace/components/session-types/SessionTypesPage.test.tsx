import type { CoachSessionType } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork, ok } from "../../../../test/fake-network";
import { profile, renderWorkspace } from "../../test/workspace";

const offered: CoachSessionType = {
  _id: "type-1",
  level: "Beginner",
  title: "Aim training",
  price: 1500,
  durationMinutes: 60,
  topicsCovered: ["Flicks"],
  retired: false,
};
const retired: CoachSessionType = { ...offered, _id: "type-0", title: "Old VOD review", retired: true };

describe("the session types page", () => {
  it("lists offered then retired types, edits one (the price note shown) and retires one after asking", async () => {
    const network = fakeNetwork({
      coachProfile: profile(),
      coachListSessionTypes: () => ok({ success: true, data: [offered, retired] }),
      coachUpdateSessionType: ({ body }) => ok({ success: true, data: { ...offered, ...(body as object) } }),
      coachRetireSessionType: () => ok({ success: true, data: { ...offered, retired: true } }),
    });
    const { user, fill } = renderWorkspace("/coach/session-types");
    const old = await screen.findByRole("article", { name: "Old VOD review (retired)" });
    expect(within(old).getByText("Retired")).toBeTruthy();
    expect(within(old).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Edit Aim training" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit session type" });
    expect(within(dialog).getByText(/applies to new bookings only/)).toBeTruthy();
    await fill(within(dialog).getByLabelText("Price (₹)"), "1800");
    await user.click(within(dialog).getByRole("button", { name: "Add topic" }));
    await fill(within(dialog).getByLabelText("Topic 2"), "Tracking");
    await user.click(within(dialog).getByRole("button", { name: "Save session type" }));
    await waitFor(() =>
      expect(network.sent("coachUpdateSessionType")).toEqual([
        {
          title: "Aim training",
          level: "Beginner",
          price: 1800,
          durationMinutes: 60,
          topicsCovered: ["Flicks", "Tracking"],
        },
      ]),
    );
    expect(await screen.findByText("Aim training is saved.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Retire Aim training" }));
    const confirm = await screen.findByRole("dialog", { name: "Retire Aim training?" });
    expect(within(confirm).getByText("It is no longer offered; existing bookings keep it.")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Retire" }));
    expect(await screen.findByText("Aim training is retired: no longer offered.")).toBeTruthy();
    expect(network.calls.filter((call) => call.route === "coachRetireSessionType")).toHaveLength(1);
  });
});
