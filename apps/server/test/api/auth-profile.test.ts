import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { authApi, createVerifiedUser } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

let smtp: SmtpCapture;
let server: TestServer;
let api: ReturnType<typeof authApi>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
  api = authApi(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const image = (format: "png" | "webp" | "jpeg" | "gif") =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#d33" } })
    .toFormat(format)
    .toBuffer();

function profileForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("image", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const uploads = () => readdirSync(join(server.dataDir, "uploads"));

describe("update-user-details", () => {
  it("saves the text fields (trimmed) and answers the user", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const res = await api.details(
      token,
      profileForm({
        name: "  Ada Gamer ",
        email: email.toUpperCase(),
        countryCode: "+91",
        phone: "9876543210",
        age: "21",
        city: "Mumbai",
        state: "MH",
        country: "India",
        gender: "Female",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully");
    expect(res.body.user).toMatchObject({
      name: "Ada Gamer",
      email,
      countryCode: "+91",
      phone: "9876543210",
      age: "21",
      city: "Mumbai",
      state: "MH",
      country: "India",
      gender: "Female",
      profilePic: null,
      profileImage: null,
    });
    expect((await api.userData(token)).body.user.name).toBe("Ada Gamer");
  });

  it("rejects a changed e-mail, an unknown dial code and a gender outside the list", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "someone.else@example.com" }, "email", "Email cannot be changed"],
      [{ email, countryCode: "+999" }, "countryCode", "Please choose a country code from the list"],
      [{ email, countryCode: "91" }, "countryCode", "Please choose a country code from the list"],
      [{ email, gender: "X" }, "gender", "Gender must be one of: Select, Male, Female, Others"],
      [{}, "email", "Please enter a valid email address"],
    ];
    for (const [fields, path, message] of cases) {
      const res = await api.details(token, profileForm(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors).toContainEqual({ path, message });
    }
  });

  it("needs a token and a multipart body", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const anonymous = await server.request("/api/auth/update-user-details", {
      method: "PUT",
      body: profileForm({ email }),
    });
    expect(anonymous.status).toBe(401);
    const json = await server.request("/api/auth/update-user-details", {
      method: "PUT",
      json: { email },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("stores a real image under a server-made name, serves it, and deletes the one it replaces", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const png = await image("png");
    const first = await api.details(
      token,
      profileForm(
        { email, name: "Pic" },
        { bytes: png, name: "../../evil.exe", type: "application/x-msdownload" },
      ),
    );
    expect(first.status).toBe(200);
    const url: string = first.body.user.profileImage;
    // Re-encoded as WebP whatever was sent (avatars.test.ts checks the re-encoding itself).
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(first.body.user.profilePic).toBe(url);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 4,
      height: 4,
    });

    // Saving without a file keeps the image.
    const keep = await api.details(token, profileForm({ email, name: "Pic 2" }));
    expect(keep.body.user.profileImage).toBe(url);

    for (const format of ["webp", "jpeg", "gif"] as const) {
      const previous: string = (await api.userData(token)).body.user.profileImage;
      const res = await api.details(
        token,
        profileForm({ email }, { bytes: await image(format), name: "photo.png", type: "image/png" }),
      );
      expect(res.status, format).toBe(200);
      const next: string = res.body.user.profileImage;
      expect(next).toMatch(/\.webp$/);
      const servedNext = await fetch(`${server.url}${next}`);
      expect(servedNext.headers.get("content-type")).toBe("image/webp");
      await servedNext.arrayBuffer();
      expect((await fetch(`${server.url}${previous}`)).status, `${previous} deleted`).toBe(404);
      expect(existsSync(join(server.dataDir, "uploads", previous.split("/").at(-1) ?? ""))).toBe(false);
    }
    expect(uploads()).toContain(
      ((await api.userData(token)).body.user.profileImage as string).split("/").at(-1),
    );
  });

  it("refuses a file that is not an image by its bytes with 415, whatever its name and type", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const before = uploads().length;
    const res = await api.details(
      token,
      profileForm(
        { email },
        { bytes: Buffer.from("<svg onload=alert(1)>not an image</svg>"), name: "a.png", type: "image/png" },
      ),
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      message: "Please upload a JPEG, PNG, WebP or GIF image",
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(uploads()).toHaveLength(before);
    expect((await api.userData(token)).body.user.profileImage).toBeNull();
  });

  it("refuses an image over 2 MiB with 413", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const png = await image("png");
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
    const res = await api.details(
      token,
      profileForm({ email }, { bytes: big, name: "big.png", type: "image/png" }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      message: "Image must be 2 MB or smaller",
      code: "PAYLOAD_TOO_LARGE",
    });
    // Exactly 2 MiB is fine.
    const limit = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    const ok = await api.details(
      token,
      profileForm({ email }, { bytes: limit, name: "ok.png", type: "image/png" }),
    );
    expect(ok.status).toBe(200);
  });

  it("accepts only the image file field", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const form = profileForm({ email });
    form.append("avatar", new Blob([new Uint8Array(await image("png"))]), "a.png");
    expect((await api.details(token, form)).status).toBe(400);
  });
});
