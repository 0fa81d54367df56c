import { coachWorkspaceMessages as m } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork, ok, refused } from "../../../../test/fake-network";
import { coach, profile, refusal, renderWorkspace } from "../../test/workspace";

describe("the settings page", () => {
  it("sends the settings (an empty cap as none) and puts the server's field error on its field", async () => {
    let attempt = 0;
    const network = fakeNetwork({
      coachProfile: profile({ dailyCap: 4 }),
      coachUpdateSettings: ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return refused(
            400,
            refusal("VALIDATION_ERROR", "Check the fields", [{ path: "meetingUrl", message: m.meetingUrl }]),
          );
        }
        return ok({ success: true, data: { ...coach, ...(body as object) } });
      },
    });
    const { user, fill } = renderWorkspace("/coach/settings");
    const link = await screen.findByLabelText("Your meeting link (optional)");
    expect(screen.getByText("Riya Sen")).toBeTruthy();
    expect((screen.getByLabelText("Time zone") as HTMLSelectElement).value).toBe("Asia/Kolkata");
    expect((screen.getByLabelText("Daily cap (sessions)") as HTMLInputElement).value).toBe("4");

    // The contract's own rule first, before anything is sent.
    await fill(screen.getByLabelText("Buffer between sessions (minutes)"), "90");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(m.buffer)).toBeTruthy();
    expect(network.sent("coachUpdateSettings")).toEqual([]);

    await fill(screen.getByLabelText("Buffer between sessions (minutes)"), "15");
    await fill(link, "https://discord.gg/riya");
    await user.clear(screen.getByLabelText("Daily cap (sessions)"));
    await user.selectOptions(screen.getByLabelText("Time zone"), "Europe/London");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(m.meetingUrl)).toBeTruthy();
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(network.sent("coachUpdateSettings")).toEqual([
      {
        timeZone: "Europe/London",
        meetingUrl: "https://discord.gg/riya",
        minNoticeHours: 2,
        bufferMinutes: 15,
        dailyCap: null,
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(m.settingsSaved)).toBeTruthy();
    await waitFor(() => expect(network.sent("coachUpdateSettings")).toHaveLength(2));
  });
});
