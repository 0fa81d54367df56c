import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, ok } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const row = {
  _id: "CA0123456789abcdef0123456789abcdef",
  createdAt: "2026-03-01T10:00:00.000Z",
  paidAt: "2026-03-01T10:01:00.000Z",
  status: "PAID",
  kind: "guide",
  item: { _id: "guide-1", name: "Smokes on Mirage" },
  buyer: { _id: "user-1", email: "learner@example.com", name: "Lee" },
  amount: 499,
  refunded: 100,
  provider: "local",
};

describe("the orders list", () => {
  it("lists orders and searches by text, status, kind and India-time days, kept in the address", async () => {
    const network = consoleNetwork({
      adminMe: () => me(),
      adminListOrders: () => ok({ success: true, data: [row], meta: { total: 30, page: 1, limit: 25 } }),
    });
    const { user } = renderConsole("/admin/orders");
    const table = await screen.findByRole("table", { name: "Orders, newest first" });
    const cells = within(within(table).getAllByRole("row")[1] as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringContaining(row._id),
      "learner@example.com",
      "Smokes on MirageGuide",
      "Paid",
      "₹499₹100 refunded",
    ]);
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "learner@");
    await user.selectOptions(screen.getByLabelText("Status"), "REFUNDED");
    await user.selectOptions(screen.getByLabelText("Kind"), "guide");
    await user.type(screen.getByLabelText("From (IST)"), "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(Object.fromEntries(network.queries("adminListOrders").at(-1) ?? [])).toEqual({
        q: "learner@",
        status: "REFUNDED",
        kind: "guide",
        from: "2026-03-01",
        page: "1",
        limit: "25",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(network.queries("adminListOrders").at(-1)?.get("page")).toBe("2"));
    expect(network.queries("adminListOrders").at(-1)?.get("q")).toBe("learner@");
  });

  it("folds the search and filters behind a button on a phone, which counts those in use and folds again on Search", async () => {
    const network = consoleNetwork({
      adminMe: () => me(),
      adminListOrders: () => ok({ success: true, data: [row], meta: { total: 1, page: 1, limit: 25 } }),
    });
    const { user } = renderConsole("/admin/orders?status=PAID&kind=guide");
    await screen.findByRole("table", { name: "Orders, newest first" });
    // Which of the two shows is CSS's (sm:hidden, max-sm:hidden): the e2e suite checks it on a phone.
    const toggle = screen.getByRole("button", { name: "Search and filters 2 in use" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel?.className).toBe("max-sm:hidden");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.className).not.toContain("hidden");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "lee");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(network.queries("adminListOrders").at(-1)?.get("q")).toBe("lee"));
    const folded = await screen.findByRole("button", { name: "Search and filters 3 in use" });
    expect([folded, folded.getAttribute("aria-expanded"), document.activeElement]).toEqual([
      toggle,
      "false",
      toggle,
    ]);
    expect(panel?.className).toBe("max-sm:hidden");
  });

  it("asks for the orders while the operator check is still on its way, with the address's search, once", async () => {
    const operator = heldAnswer(() => me());
    const network = consoleNetwork({
      adminMe: operator.handler,
      adminListOrders: () => ok({ success: true, data: [row], meta: { total: 30, page: 2, limit: 25 } }),
    });
    renderConsole("/admin/orders?status=PAID&page=2");
    await waitFor(() => expect(network.queries("adminListOrders")).toHaveLength(1));
    expect(screen.queryByRole("table")).toBeNull();

    operator.open();
    expect(await screen.findByRole("table", { name: "Orders, newest first" })).toBeTruthy();
    expect(network.queries("adminListOrders").map((query) => Object.fromEntries(query))).toEqual([
      { status: "PAID", page: "2", limit: "25" },
    ]);
  });

  it("asks for the operator and the orders before the first render when the site opens on the page, once", async () => {
    const operator = heldAnswer(() => me());
    const network = consoleNetwork({
      adminMe: operator.handler,
      adminListOrders: () => ok({ success: true, data: [row], meta: { total: 1, page: 1, limit: 25 } }),
    });
    renderConsole("/admin/orders?kind=course", { openedOn: true });
    await waitFor(() => expect(network.queries("adminListOrders")).toHaveLength(1));
    expect(network.queries("adminMe")).toHaveLength(1);

    operator.open();
    expect(await screen.findByRole("table", { name: "Orders, newest first" })).toBeTruthy();
    expect(network.queries("adminMe")).toHaveLength(1);
    expect(network.queries("adminListOrders").map((query) => Object.fromEntries(query))).toEqual([
      { kind: "course", page: "1", limit: "25" },
    ]);
  });

  it("waits for a code before asking for the orders when no console session is stored", async () => {
    const network = consoleNetwork({ adminMe: () => me("active", false) });
    renderConsole("/admin/orders", { session: null });
    expect(await screen.findByLabelText("Code from your authenticator app")).toBeTruthy();
    expect(network.queries("adminListOrders")).toHaveLength(0);
  });
});
