import { COACHING_TYPE_LABELS, messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork, gate, ok, refused } from "../../../test/fake-network";
import { renderDialog } from "../test/dialogs";
import { learner } from "../test/learner";
import {
  AdditionalInfoModal,
  PREFERENCES_SUCCESS_CLOSE_MS,
  type PreferencesSource,
} from "./AdditionalInfoModal";

const m = messages.auth;
const games = [
  { _id: "g1", name: "Valorant", hexagonThinImage: "/media/valorant.png" },
  { _id: "g2", name: "BGMI", hexagonThinImage: "" },
];

function renderPreferences(source: PreferencesSource, user = learner) {
  const view = renderDialog(<AdditionalInfoModal open source={source} />, {
    name: "additionalInformation",
    signedInAs: user,
  });
  const dialog = screen.getByRole("dialog", { name: "Additional Information" });
  const submit = () => view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
  return { ...view, dialog, submit };
}

const refusal = () => refused(500, { success: false, code: "INTERNAL_ERROR", message: "" });

describe("the Additional Information dialog (docs/product.md#dialogs)", () => {
  it("starts from the saved preferences and asks for both choices before sending", async () => {
    const games$ = gate();
    const network = fakeNetwork({
      listGames: async () => {
        await games$.promise;
        return ok({ success: true, data: games });
      },
    });
    const { dialog, user, submit } = renderPreferences("login", { ...learner, gamesIntrestedIn: [] });

    expect(within(dialog).getByRole("status").textContent).toBe("Loading games...");
    games$.open();
    const valorant = await within(dialog).findByRole("checkbox", { name: "Valorant" });
    // The saved coaching type (1 vs 1) is chosen already; no game is.
    expect(
      (within(dialog).getByRole("radio", { name: COACHING_TYPE_LABELS["1v1"] }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((valorant as HTMLInputElement).checked).toBe(false);

    await submit();
    expect(within(dialog).getByRole("alert").textContent).toBe(messages.validation.fillAllFields);
    expect(network.sent("updateAdditionalInfo")).toEqual([]);

    await user.click(valorant);
    expect(within(dialog).getByRole("checkbox", { name: "BGMI" })).toBeTruthy();
  });

  it("after a sign-in, saves the choices and reloads the page", async () => {
    const network = fakeNetwork({
      listGames: () => ok({ success: true, data: games }),
      updateAdditionalInfo: () => ok({ success: true, message: m.preferencesUpdated, user: learner }),
    });
    const { dialog, user, submit, reloads, state } = renderPreferences("login");

    await user.click(within(dialog).getByRole("radio", { name: COACHING_TYPE_LABELS.both }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "BGMI" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Valorant" }));
    await submit();

    await waitFor(() => expect(reloads()).toBe(1));
    expect(network.sent("updateAdditionalInfo")).toEqual([
      { instrestedInCoaching1v1: true, instrestedInCoachingTeam: true, gamesIntrestedIn: ["g2", "g1"] },
    ]);
    expect(state().modals.additionalInformation).toBe(false);
  });

  it("says each step's own failure: the server's sentence after a sign-in, fixed ones otherwise", async () => {
    const chosen = { ...learner, gamesIntrestedIn: ["g1"] };
    const cases: [PreferencesSource, string][] = [
      ["login", m.additionalInfoFailed],
      ["register", m.preferencesSaveFailed],
      ["profile", m.preferencesUpdateFailed],
    ];
    for (const [source, said] of cases) {
      fakeNetwork({ listGames: () => ok({ success: true, data: games }), updateAdditionalInfo: refusal });
      const { dialog, submit, unmount } = renderPreferences(source, chosen);
      await within(dialog).findByRole("checkbox", { name: "Valorant" });
      await submit();
      expect((await within(dialog).findByRole("alert")).textContent).toBe(`${said}Close`);
      unmount();
    }
  });

  it("from the profile, says the preferences were updated and closes a moment later", async () => {
    fakeNetwork({
      listGames: () => ok({ success: true, data: games }),
      updateAdditionalInfo: () => ok({ success: true, message: m.preferencesUpdated, user: learner }),
    });
    const { dialog, submit, state, reloads } = renderPreferences("profile", {
      ...learner,
      gamesIntrestedIn: ["g1"],
    });
    await within(dialog).findByRole("checkbox", { name: "Valorant" });

    // The clock runs as usual, and can be moved on to the dialog's closing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(m.preferencesUpdated));
    expect(state().modals.additionalInformation).toBe(true);
    vi.advanceTimersByTime(PREFERENCES_SUCCESS_CLOSE_MS);
    expect(state().modals.additionalInformation).toBe(false);
    expect(reloads()).toBe(0);
  });

  it("only logs a failed games list, and offers none", async () => {
    fakeNetwork({ listGames: refusal });
    const { dialog } = renderPreferences("profile");

    expect(await within(dialog).findByText("No games to choose from right now.")).toBeTruthy();
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe("Failed to fetch games");
    vi.mocked(console.error).mockClear();
  });
});
