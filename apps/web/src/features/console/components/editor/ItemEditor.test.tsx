import { editorMessages, versionMessages } from "@clutch/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, page, refusal, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const m = editorMessages;

const game = {
  _id: "game-1",
  name: "Valorant",
  platform: "PC",
  summary: "Tactical shooter",
  popularity: 10,
  headerImage: "/uploads/images/abc-1600.webp",
  gameLogo: "/media/games/logo.webp",
  hexagonThinImage: "/img/hex.png",
  newGameFlag: true,
  topGameFlag: false,
  trendingGameFlag: false,
  high1GameFlag: false,
  high2GameFlag: false,
  high3GameFlag: false,
  isApproved: true,
  disabled: false,
  deletedAt: null,
  createdAt: "2026-01-05T10:00:00.000Z",
  version: 1,
};

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the item editor", () => {
  it("checks a new item with the contract's own messages before sending anything", async () => {
    const network = consoleNetwork({ adminMe: () => me() });
    const { user } = renderConsole("/admin/games/new");

    await user.click(await screen.findByRole("button", { name: "Create game" }));
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(name)).toBe(m.required);
    expect(errorOf(screen.getByLabelText("Summary"))).toBe(m.required);
    expect(errorOf(screen.getByLabelText("Header image"))).toBe(m.image);
    expect(screen.getByText(m.saveFailed)).toBeTruthy();
    // Only the console's own questions (who is signed in, the sidebar's inbox count), nothing sent.
    expect(network.calls.map((call) => call.route).filter((route) => route !== "adminListMessages")).toEqual([
      "adminMe",
    ]);
  });

  it("puts the server's field errors on their fields, and saves with fresh data", async () => {
    let saves = 0;
    const network = consoleNetwork({
      adminMe: () => me(),
      adminGetItem: () => ok({ success: true, data: game }),
      adminUpdateItem: ({ body }) =>
        saves++ === 0
          ? refused(400, refusal("VALIDATION_ERROR", "Name taken", [{ path: "name", message: "Name taken" }]))
          : ok({ success: true, data: { ...game, ...(body as object), summary: "Stored by the server" } }),
    });
    const { user, fill } = renderConsole("/admin/games/game-1");

    const name = await screen.findByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("Valorant");
    expect((screen.getByLabelText("New game") as HTMLInputElement).checked).toBe(true);
    await fill(name, "Valorant 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorOf(name)).toBe("Name taken"));
    expect(screen.getByText(m.saveFailed)).toBeTruthy();
    expect(network.sent("adminUpdateItem")[0]).toMatchObject({
      name: "Valorant 2",
      platform: "PC",
      popularity: 10,
      newGameFlag: true,
      isApproved: true,
    });

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Summary") as HTMLTextAreaElement).value).toBe("Stored by the server"),
    );
    expect(errorOf(name)).toBeFalsy();
    expect(screen.getByTestId("current-path").textContent).toBe("/admin/games/game-1");
  });

  it("on a save over a newer version says so beside Save, keeps what was typed, and reloads the latest", async () => {
    let loads = 0;
    const latest = { ...game, summary: "Saved by another operator", version: 2 };
    const network = consoleNetwork({
      adminMe: () => me(),
      adminGetItem: () => ok({ success: true, data: loads++ === 0 ? game : latest }),
      adminUpdateItem: ({ body }) =>
        (body as { version: number }).version === 1
          ? refused(409, refusal("CONFLICT", versionMessages.changedElsewhere))
          : ok({ success: true, data: { ...latest, ...(body as object), version: 3 } }),
    });
    const { user, fill } = renderConsole("/admin/games/game-1");

    const name = await screen.findByLabelText("Name");
    await fill(name, "Valorant (my edit)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(versionMessages.changedElsewhere);
    expect(network.sent("adminUpdateItem")[0]).toMatchObject({ name: "Valorant (my edit)", version: 1 });
    // What the operator typed stays; nothing was loaded over it.
    expect((name as HTMLInputElement).value).toBe("Valorant (my edit)");
    expect((screen.getByLabelText("Summary") as HTMLTextAreaElement).value).toBe("Tactical shooter");
    expect(loads).toBe(1);

    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Summary") as HTMLTextAreaElement).value).toBe(
        "Saved by another operator",
      ),
    );
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Valorant");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();

    // Saved from the latest: the version it reloaded goes back.
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.sent("adminUpdateItem")).toHaveLength(2));
    expect(network.sent("adminUpdateItem")[1]).toMatchObject({ version: 2 });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks before leaving unsaved changes, through the console's links and the browser", async () => {
    consoleNetwork({ adminMe: () => me(), adminListItems: () => page([]) });
    const { user, fill, currentPath } = renderConsole("/admin/games/new");

    await fill(await screen.findByLabelText("Name"), "Dota 2");
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("link", { name: "Coaches" }));
    // The question's code loads when it is first asked.
    const dialog = await screen.findByRole("dialog", { name: "Unsaved changes" });
    expect(dialog.textContent).toContain(m.unsavedChanges);
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(currentPath()).toBe("/admin/games/new");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Dota 2");

    await user.click(screen.getByRole("link", { name: "Coaches" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Unsaved changes" })).getByRole("button", {
        name: "Leave",
      }),
    );
    await waitFor(() => expect(currentPath()).toBe("/admin/coaches"));
    const after = new Event("beforeunload", { cancelable: true });
    fireEvent(window, after);
    expect(after.defaultPrevented).toBe(false);
  });
});
