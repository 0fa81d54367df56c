import { editorMessages, IMAGE_UPLOAD_MAX_MB, messages } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, renderConsole, SESSION } from "../../test/console";

afterEach(forgetConsoleSession);

/** The one upload XMLHttpRequest sends: the test reports its progress and answers it by hand. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;

  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const uploaded = {
  success: true,
  url: "/uploads/images/new-1600.webp",
  srcSet: "/uploads/images/new-320.webp 320w, /uploads/images/new-1600.webp 1600w",
  width: 1600,
  height: 900,
};

function renderNewGame() {
  FakeUpload.last = undefined;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  consoleNetwork({ adminMe: () => me() });
  return renderConsole("/admin/games/new");
}

describe("uploading an image in the editor", () => {
  it("sends the file with the console's headers, shows its progress, then fills the field and the preview", async () => {
    const { user } = renderNewGame();
    const file = new File(["png bytes"], "header.png", { type: "image/png" });

    await user.upload(await screen.findByLabelText("Upload header image"), file);
    const request = FakeUpload.last as FakeUpload;
    expect([request.method, request.url, request.body]).toEqual(["POST", "/api/admin/uploads/image", file]);
    expect(request.headers).toMatchObject({
      authorization: "Bearer operator-token",
      "x-admin-session": SESSION,
      "content-type": "image/png",
    });

    request.progress(512, 1024);
    await waitFor(() => expect(screen.getByText("Uploading… 50%")).toBeTruthy());
    const bar = screen.getByRole("progressbar", { name: "Upload header image: progress" });
    expect(bar.getAttribute("value")).toBe("50");

    request.answer(201, uploaded);
    await waitFor(() =>
      expect((screen.getByLabelText("Header image") as HTMLInputElement).value).toBe(uploaded.url),
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("img", { name: "Preview: Header image" }).getAttribute("src")).toBe(uploaded.url);
  });

  it("says the server's refusal, and refuses a file over the limit without sending it", async () => {
    const { user } = renderNewGame();
    const input = await screen.findByLabelText("Upload header image");

    await user.upload(input, new File(["gif"], "a.gif", { type: "image/gif" }));
    (FakeUpload.last as FakeUpload).answer(415, {
      success: false,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: messages.general.unsupportedMediaType,
    });
    expect(await screen.findByText(messages.general.unsupportedMediaType)).toBeTruthy();

    FakeUpload.last = undefined;
    const huge = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(huge, "size", { value: (IMAGE_UPLOAD_MAX_MB + 1) * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText(editorMessages.imageTooLarge(IMAGE_UPLOAD_MAX_MB))).toBeTruthy();
    expect(FakeUpload.last).toBeUndefined();
  });
});
