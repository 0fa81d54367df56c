import { type Chapter, messages } from "@clutch/contract";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChapterList } from "./ChapterList";

const chapter = (videoLink: string): Chapter => ({
  _id: "chapter-1",
  name: "Rotations",
  image: "/media/chapters/chapter-1.webp",
  summary: "Where to stand",
  description: "Full text",
  videoLink,
  isApproved: true,
});
const FIRST = "/api/media/private/demo-chapter.mp4?exp=100&sig=a";
const FRESH = "/api/media/private/demo-chapter.mp4?exp=200&sig=b";

describe("the chapter player (video links expire)", () => {
  it("asks for fresh links once when the video fails, and plays the new link it gets", async () => {
    const onLinksExpired = vi.fn();
    const view = render(<ChapterList chapters={[chapter(FIRST)]} onLinksExpired={onLinksExpired} />);
    await userEvent.click(screen.getByRole("button", { name: "Play chapter 1: Rotations" }));
    const dialog = await screen.findByRole("dialog", { name: "Rotations" });
    const video = within(dialog).getByLabelText("Video: Rotations") as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe(FIRST);

    fireEvent.error(video);
    fireEvent.error(video);
    expect(onLinksExpired).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("alert").textContent).toBe(messages.media.videoUnavailable);

    // The refetched answer carries a new link: the open player takes it and the note goes.
    view.rerender(<ChapterList chapters={[chapter(FRESH)]} onLinksExpired={onLinksExpired} />);
    expect(within(dialog).getByLabelText("Video: Rotations").getAttribute("src")).toBe(FRESH);
    expect(within(dialog).queryByRole("alert")).toBeNull();

    // A failure of the new link asks again; "Try again" asks once more.
    fireEvent.error(within(dialog).getByLabelText("Video: Rotations"));
    expect(onLinksExpired).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(onLinksExpired).toHaveBeenCalledTimes(3);
  });
});
