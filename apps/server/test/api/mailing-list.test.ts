import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: "none" });
});
afterAll(async () => {
  await server?.close();
});

const subscribe = (email: unknown) =>
  server.request("/api/subscription", { method: "POST", json: { email } });
const unsubscribe = (email: unknown) =>
  server.request("/api/subscription/unsubscribe", { method: "DELETE", json: { email } });

describe("mailing list", () => {
  it("subscribes once (201), then idempotently (200), after normalising the e-mail", async () => {
    const first = await subscribe("  Gamer.One@Example.COM ");
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: "Subscribed successfully!" });
    const again = await subscribe("gamer.one@example.com");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Subscribed successfully!");
  });

  it("validates the e-mail with the product's messages", async () => {
    for (const [email, message] of [
      ["", "Please enter an email address"],
      ["   ", "Please enter an email address"],
      [undefined, "Please enter an email address"],
      ["not-an-email", "Please enter a valid email address"],
    ] as const) {
      const res = await subscribe(email);
      expect(res.status, String(email)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, code: "VALIDATION_ERROR" });
    }
  });

  it("unsubscribes, and says so when the address is not subscribed", async () => {
    await subscribe("leaver@example.com");
    const res = await unsubscribe("LEAVER@example.com");
    expect(res.body).toEqual({ success: true, message: "Unsubscribed successfully!" });
    const again = await unsubscribe("leaver@example.com");
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: false,
      message: "This email is not subscribed",
      code: "NOT_SUBSCRIBED",
    });
  });

  it("unsubscribes from a link: GET /api/unsubscribe", async () => {
    await subscribe("linked@example.com");
    const res = await server.request(`/api/unsubscribe?email=${encodeURIComponent("Linked@Example.com")}`);
    expect(res.body).toEqual({ success: true, message: "Successfully unsubscribed!" });
    expect((await server.request("/api/unsubscribe?email=linked@example.com")).status).toBe(404);
    const missing = await server.request("/api/unsubscribe");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: "No email provided.", code: "EMAIL_REQUIRED" });
    expect((await server.request("/api/unsubscribe?email=bad")).status).toBe(400);
  });

  it("stays consistent under concurrent calls for one address", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => subscribe("race@example.com")));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    const removals = await Promise.all(Array.from({ length: 10 }, () => unsubscribe("race@example.com")));
    expect(removals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(removals.filter((r) => r.status === 404)).toHaveLength(9);
  });
  it("validates unsubscribe requests too, and a blank link address is a missing one", async () => {
    for (const [email, message] of [
      ["", "Please enter an email address"],
      [undefined, "Please enter an email address"],
      ["not-an-email", "Please enter a valid email address"],
    ] as const) {
      const res = await unsubscribe(email);
      expect(res.status, String(email)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const blank = await server.request("/api/unsubscribe?email=%20%20");
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: "No email provided." });
  });

  it("lets an address subscribe again after unsubscribing (201 again)", async () => {
    expect((await subscribe("comeback@example.com")).status).toBe(201);
    expect((await unsubscribe("comeback@example.com")).status).toBe(200);
    const back = await subscribe("comeback@example.com");
    expect(back.status).toBe(201);
    expect(back.body).toEqual({ success: true, message: "Subscribed successfully!" });
  });
});
