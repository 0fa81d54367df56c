import { type Chapter, type ChapterOutline, messages } from "@clutch/contract";
import { type ReactNode, useRef, useState } from "react";
import { Artwork } from "../../../components/ui/Artwork";
import { Modal } from "../../../components/ui/Modal";

function PlayIcon({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

type ChapterListProps = {
  /** Outlines (public), or full chapters with a video link (owned or free course). */
  chapters: readonly (ChapterOutline | Chapter)[];
  /** A note under the list: why videos are locked, loading, an error. */
  note?: ReactNode;
  /**
   * Called when a video does not load: a video's link works for a limited time, so the chapters are
   * fetched again for a fresh one (the player then resumes where it was).
   */
  onLinksExpired?: () => void;
};

const hasVideo = (chapter: ChapterOutline | Chapter): chapter is Chapter =>
  "videoLink" in chapter && Boolean(chapter.videoLink);

/** A course's chapters; chapters with a video get a Play button that opens the video in a dialog. */
export function ChapterList({ chapters, note, onLinksExpired }: ChapterListProps) {
  const [playingId, setPlayingId] = useState<string | null>(null);
  // The chapter as the latest answer has it, so a refetched link reaches the open player.
  const playing = chapters.filter(hasVideo).find((chapter) => chapter._id === playingId) ?? null;

  if (chapters.length === 0) {
    return <p className="text-fg-muted">{messages.catalogue.noApprovedChapters}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {note}
      <ol className="flex flex-col gap-3" aria-label="Chapters">
        {chapters.map((chapter, index) => (
          <li
            key={chapter._id}
            className="group flex items-center gap-4 rounded-card border border-surface-border bg-surface p-3 pr-4 shadow-card transition hover:border-surface-border-strong"
          >
            <div className="relative hidden shrink-0 overflow-hidden rounded-control sm:block">
              <Artwork
                src={chapter.image}
                alt=""
                width={144}
                height={81}
                sizes="144px"
                className="h-[81px] w-[144px] object-cover"
              />
              <span className="absolute bottom-1.5 left-1.5 rounded-chip bg-ink-950/80 px-1.5 py-0.5 font-display text-[0.68rem] font-black text-brand-200">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="font-display text-base font-extrabold tracking-wide text-fg uppercase">
                <span className="text-brand-300 sm:sr-only">{index + 1}. </span>
                {chapter.name}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-fg-muted">{chapter.summary}</p>
            </div>
            {hasVideo(chapter) ? (
              <button
                type="button"
                onClick={() => setPlayingId(chapter._id)}
                aria-label={`Play chapter ${index + 1}: ${chapter.name}`}
                className="grid size-12 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-400 to-violet-500 text-ink-950 shadow-glow transition hover:scale-105"
              >
                <PlayIcon className="size-5 translate-x-px" />
              </button>
            ) : (
              <span className="shrink-0 text-fg-subtle" title="Locked">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  <rect x="5" y="10.5" width="14" height="10" rx="2" />
                  <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
                </svg>
                <span className="sr-only">Video locked</span>
              </span>
            )}
          </li>
        ))}
      </ol>
      <VideoDialog chapter={playing} onClose={() => setPlayingId(null)} onLinksExpired={onLinksExpired} />
    </div>
  );
}

/**
 * The chapter's video in the browser's own player, in the shared accessible dialog. When the video
 * fails (its link expired while the page stayed open), the chapters are fetched again once for this
 * link, the player resumes at the same moment with the new one, and a note offers to try again.
 */
function VideoDialog({
  chapter,
  onClose,
  onLinksExpired,
}: {
  chapter: Chapter | null;
  onClose: () => void;
  onLinksExpired?: () => void;
}) {
  const [failedLink, setFailedLink] = useState<string | null>(null);
  const resumeAt = useRef(0);
  const video = useRef<HTMLVideoElement>(null);
  const failed = chapter !== null && failedLink === chapter.videoLink;
  return (
    <Modal
      open={chapter !== null}
      onClose={onClose}
      title={chapter?.name ?? ""}
      description={chapter?.summary}
      size="lg"
      closeLabel="Close video"
      className="sm:max-w-4xl"
    >
      {chapter ? (
        <div className="flex flex-col gap-4">
          {/* biome-ignore lint/a11y/useMediaCaption: the demo chapters ship without caption files. */}
          <video
            key={chapter._id}
            ref={video}
            src={chapter.videoLink}
            onError={(event) => {
              if (failedLink === chapter.videoLink) return;
              resumeAt.current = event.currentTarget.currentTime;
              setFailedLink(chapter.videoLink);
              onLinksExpired?.();
            }}
            onLoadedMetadata={(event) => {
              if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
              resumeAt.current = 0;
            }}
            controls
            autoPlay
            playsInline
            preload="metadata"
            aria-label={`Video: ${chapter.name}`}
            width={1280}
            height={720}
            className="aspect-video h-auto w-full rounded-card border border-surface-border bg-black"
          />
          {failed ? (
            <Note tone="warning">
              <span role="alert">{messages.media.videoUnavailable}</span>
              {onLinksExpired ? (
                <button
                  type="button"
                  onClick={() => {
                    setFailedLink(null);
                    onLinksExpired();
                    video.current?.load(); // the same link again, should the answer not change it
                  }}
                  className="font-bold underline underline-offset-4"
                >
                  Try again
                </button>
              ) : null}
            </Note>
          ) : null}
          {chapter.description ? (
            <p className="text-sm leading-relaxed whitespace-pre-line text-fg-muted">{chapter.description}</p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** A small boxed note beside a list (locked videos, a failed load...). */
export function Note({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warning" }) {
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded-card border px-4 py-3 text-sm ${
        tone === "warning"
          ? "border-highlight-400/40 bg-highlight-400/5 text-highlight-300"
          : "border-brand-400/30 bg-brand-400/5 text-brand-200"
      }`}
    >
      {children}
    </div>
  );
}
