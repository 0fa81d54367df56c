import { messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, ok } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, page, renderConsole, row } from "../../test/console";

afterEach(forgetConsoleSession);

const valorant = row();
const pending = row({ _id: "game-2", name: "Apex Legends", isApproved: false, disabled: true });
const deleted = row({
  _id: "game-3",
  name: "Overwatch",
  deletedAt: "2026-02-01T00:00:00.000Z",
  disabled: true,
});
const itemAnswer = () => ok({ success: true, data: { ...valorant } });

describe("a console list page", () => {
  it("shows each item's name, platform, status and date, and its page of the list", async () => {
    const network = consoleNetwork({
      adminMe: () => me(),
      adminListItems: () => page([valorant, pending, deleted], { total: 60 }),
    });
    renderConsole("/admin/games");

    const table = await screen.findByRole("table", { name: "Games" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((tableRow) => within(tableRow).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Valorant",
      "Apex Legends",
      "Overwatch",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Live")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Pending approval")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Disabled")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Deleted")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(Object.fromEntries(network.queries("adminListItems")[0] ?? [])).toEqual({
      status: "all",
      page: "1",
      limit: "25",
    });
  });

  it("at /admin, asks for the first kind's list while the operator check is on its way, once", async () => {
    const operator = heldAnswer(() => me());
    const network = consoleNetwork({
      adminMe: operator.handler,
      adminListItems: () => page([valorant]),
    });
    renderConsole("/admin");
    await waitFor(() => expect(network.queries("adminListItems")).toHaveLength(1));

    operator.open();
    expect(await screen.findByRole("table", { name: "Games" })).toBeTruthy();
    expect(network.queries("adminListItems").map(String)).toEqual(["status=all&page=1&limit=25"]);
  });

  it("searches once the operator stops typing, and filters by status, keeping the search", async () => {
    const network = consoleNetwork({ adminMe: () => me(), adminListItems: () => page([valorant]) });
    const { user } = renderConsole("/admin/games");
    await screen.findByRole("table", { name: "Games" });

    await user.type(screen.getByLabelText("Search games"), "valo");
    await waitFor(() => expect(network.queries("adminListItems").at(-1)?.get("q")).toBe("valo"));
    // Once typing pauses: no call per key.
    expect(network.queries("adminListItems").filter((query) => query.has("q"))).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Deleted" }));
    await waitFor(() => expect(network.queries("adminListItems").at(-1)?.get("status")).toBe("deleted"));
    expect(network.queries("adminListItems").at(-1)?.get("q")).toBe("valo");
    expect(screen.getByRole("button", { name: "Deleted" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("approves, disables, deletes after asking, and restores, each through its endpoint", async () => {
    const network = consoleNetwork({
      adminMe: () => me(),
      adminListItems: () => page([valorant, pending, deleted]),
      adminSetItemState: itemAnswer,
      adminDeleteItem: itemAnswer,
      adminRestoreItem: itemAnswer,
    });
    const { user } = renderConsole("/admin/games");
    await screen.findByRole("table", { name: "Games" });

    await user.click(screen.getByRole("button", { name: "Approve Apex Legends" }));
    await user.click(screen.getByRole("button", { name: "Enable Apex Legends" }));
    await user.click(screen.getByRole("button", { name: "Disable Valorant" }));
    await waitFor(() =>
      expect(network.sent("adminSetItemState")).toEqual([
        { isApproved: true },
        { disabled: false },
        { disabled: true },
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Delete Valorant" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Valorant?" });
    expect(dialog.textContent).toContain("Owners keep what they bought");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(network.calls.some((call) => call.route === "adminDeleteItem")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Valorant" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete Valorant?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() =>
      expect(network.calls.filter((call) => call.route === "adminDeleteItem")).toHaveLength(1),
    );

    await user.click(screen.getByRole("button", { name: "Restore Overwatch" }));
    await waitFor(() =>
      expect(network.calls.filter((call) => call.route === "adminRestoreItem")).toHaveLength(1),
    );
    // Each change refreshes the list.
    await waitFor(() =>
      expect(network.calls.filter((call) => call.route === "adminListItems").length).toBeGreaterThan(1),
    );
  });

  it("says so when nothing matches, and shows a failed load with a retry", async () => {
    let fail = true;
    consoleNetwork({
      adminMe: () => me(),
      adminListItems: () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: "INTERNAL_ERROR", message: messages.general.internal },
            }
          : page([]),
    });
    const { user } = renderConsole("/admin/coaches?q=zzz");
    expect((await screen.findByRole("alert")).textContent).toContain(messages.general.internal);
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing matches this search.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New coach" }).getAttribute("href")).toBe("/admin/coaches/new");
  });
});
