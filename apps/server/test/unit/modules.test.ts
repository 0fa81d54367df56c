import Fastify from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it } from "vitest";
import { type Module, orderByDependencies, registerModules } from "../../src/lib/modules";

const module = (name: string, dependencies: string[] = [], onRegister?: () => void): Module =>
  fp(
    async () => {
      onRegister?.();
    },
    { name, dependencies },
  );
const names = (modules: Module[]) =>
  modules.map((m) => (m as unknown as Record<symbol, { name: string }>)[Symbol.for("plugin-meta")]?.name);
const nothingRegistered = () => false;

describe("orderByDependencies", () => {
  it("puts every module after the modules it depends on, whatever the listed order", () => {
    const auth = module("auth");
    const payments = module("payments", ["auth"]);
    const sessions = module("live-sessions", ["payments", "auth"]);
    const health = module("health");
    const orders = [
      [sessions, payments, auth, health],
      [health, sessions, auth, payments],
      [payments, health, auth, sessions],
    ].map((listed) => names(orderByDependencies(listed, nothingRegistered)));
    for (const order of orders) {
      expect(order.indexOf("auth")).toBeLessThan(order.indexOf("payments"));
      expect(order.indexOf("payments")).toBeLessThan(order.indexOf("live-sessions"));
      expect(order).toHaveLength(4);
    }
    // Modules that do not depend on each other keep their listed order.
    expect(orders[0]).toEqual(["auth", "payments", "live-sessions", "health"]);
  });

  it("accepts a dependency on a plugin that is already registered", () => {
    const ordered = orderByDependencies([module("mailing-list", ["mail", "errors"])], (name) =>
      ["mail", "errors"].includes(name),
    );
    expect(names(ordered)).toEqual(["mailing-list"]);
  });

  it("throws on a dependency that is neither a listed module nor a registered plugin", () => {
    expect(() => orderByDependencies([module("library", ["auth"])], nothingRegistered)).toThrow(
      'The module "library" depends on "auth", which is neither a listed module nor a registered plugin',
    );
  });

  it("throws on a cycle, naming it", () => {
    const listed = [module("a", ["b"]), module("b", ["c"]), module("c", ["a"]), module("d")];
    expect(() => orderByDependencies(listed, nothingRegistered)).toThrow(
      "Modules depend on each other in a cycle: a → b → c → a",
    );
    expect(() => orderByDependencies([module("self", ["self"])], nothingRegistered)).toThrow(
      "Modules depend on each other in a cycle: self → self",
    );
  });

  it("throws on a module without a name and on a name listed twice", () => {
    for (const unnamed of [fp(async () => {}), async () => {}]) {
      expect(() => orderByDependencies([unnamed], nothingRegistered)).toThrow(
        "A module must be wrapped with fastify-plugin and given a name",
      );
    }
    expect(() => orderByDependencies([module("plans"), module("plans")], nothingRegistered)).toThrow(
      'The module "plans" is listed twice',
    );
  });
});

describe("registerModules", () => {
  it("registers in dependency order, counting plugins registered before as known", async () => {
    const app = Fastify();
    const registered: string[] = [];
    await app.register(fp(async () => {}, { name: "mail" }));
    await registerModules(app, [
      module("live-sessions", ["payments", "mail"], () => registered.push("live-sessions")),
      module("payments", ["mail"], () => registered.push("payments")),
    ]);
    await app.ready();
    expect(registered).toEqual(["payments", "live-sessions"]);
    expect(app.hasPlugin("live-sessions")).toBe(true);
    await app.close();
  });
});
