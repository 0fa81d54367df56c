import { messages, PROFILE_IMAGE_MAX_BYTES } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { avatarSource, DEFAULT_AVATAR, imageProblem } from "./avatar";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("formats an ISO timestamp as day, short month and year", () => {
    expect(formatDate("2026-03-05T10:00:00.000Z")).toBe("5 Mar 2026");
  });

  it("reads a calendar date as that day in every time zone", () => {
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
  });

  it("shows a dash for missing or unreadable dates", () => {
    expect(formatDate("")).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});

describe("avatar", () => {
  const empty = { profileImage: null, profilePic: null };

  it("prefers the preview, then the saved picture, then the default", () => {
    expect(avatarSource("blob:x", { profileImage: "/uploads/a.webp", profilePic: null })).toBe("blob:x");
    expect(avatarSource(null, { profileImage: "/uploads/a.webp", profilePic: "/uploads/a.webp" })).toBe(
      "/uploads/a.webp",
    );
    expect(avatarSource(null, { profileImage: null, profilePic: "/uploads/b.webp" })).toBe("/uploads/b.webp");
    expect(avatarSource(null, empty)).toBe(DEFAULT_AVATAR);
    expect(DEFAULT_AVATAR).toBe("/media/avatars/default.webp");
  });

  it("accepts JPEG, PNG, WebP and GIF up to 2 MiB", () => {
    expect(imageProblem({ type: "image/png", size: 1024 })).toBeNull();
    expect(imageProblem({ type: "image/webp", size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses other types, empty files and files over 2 MiB", () => {
    expect(imageProblem({ type: "application/pdf", size: 10 })).toBe(messages.auth.imageType);
    expect(imageProblem({ type: "image/svg+xml", size: 10 })).toBe(messages.auth.imageType);
    expect(imageProblem({ type: "image/png", size: 0 })).toBe(messages.auth.imageType);
    expect(imageProblem({ type: "image/jpeg", size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      messages.auth.imageTooLarge,
    );
  });
});
