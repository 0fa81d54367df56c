import { type Chapter, type ChapterOutline, messages } from "@clutch/contract";
import { type ReactNode, useId, useRef, useState } from "react";
import { Artwork } from "../../../components/ui/Artwork";

type GuideReaderProps = {
  /** Approved chapters: outlines (public) or full chapters (owned or free guide). */
  chapters: readonly (ChapterOutline | Chapter)[];
  /** Shown in the pane instead of the full text when only outlines are available. */
  lockedNote?: ReactNode;
};

const fullText = (chapter: ChapterOutline | Chapter) =>
  "description" in chapter && chapter.description ? chapter.description : null;

/** A guide's reader: the list of approved chapters and a reading pane for the chosen one. */
export function GuideReader({ chapters, lockedNote }: GuideReaderProps) {
  const [selected, setSelected] = useState(0);
  const paneId = useId();
  const paneHeadingRef = useRef<HTMLHeadingElement>(null);

  if (chapters.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-surface-border-strong px-6 py-10 text-center text-fg-muted">
        {messages.catalogue.noApprovedChapters}
      </p>
    );
  }
  const index = Math.min(selected, chapters.length - 1);
  const chapter = chapters[index] as ChapterOutline | Chapter;
  const text = fullText(chapter);

  const choose = (next: number) => {
    setSelected(next);
    // On small screens the pane is below the list: take the reader there.
    if (window.matchMedia("(max-width: 767px)").matches) {
      paneHeadingRef.current?.scrollIntoView({ block: "start" });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Guide chapters">
        <ol className="flex flex-col gap-2">
          {chapters.map((item, position) => (
            <li key={item._id}>
              <button
                type="button"
                onClick={() => choose(position)}
                aria-current={position === index ? "true" : undefined}
                aria-controls={paneId}
                className={`flex w-full items-start gap-3 rounded-control border px-3 py-2.5 text-left text-sm transition ${
                  position === index
                    ? "border-brand-400/70 bg-brand-400/10 text-fg"
                    : "border-surface-border bg-surface text-fg-muted hover:border-surface-border-strong hover:text-fg"
                }`}
              >
                <span className="font-display font-black text-brand-300">
                  {String(position + 1).padStart(2, "0")}
                </span>
                <span className="font-semibold">{item.name}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <article
        id={paneId}
        aria-live="polite"
        className="flex min-w-0 flex-col gap-4 rounded-card border border-surface-border bg-surface p-5 shadow-card sm:p-6"
      >
        <Artwork
          src={chapter.image}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 768px) 42rem, 100vw"
          className="aspect-[16/9] w-full rounded-control object-cover"
        />
        <p className="font-display text-eyebrow font-bold text-brand-300 uppercase">
          Chapter {index + 1} of {chapters.length}
        </p>
        <h3
          ref={paneHeadingRef}
          className="scroll-mt-24 font-display text-2xl font-black text-fg uppercase italic"
        >
          {chapter.name}
        </h3>
        <p className="text-base leading-relaxed text-fg">{chapter.summary}</p>
        {text ? (
          <div className="text-base leading-relaxed whitespace-pre-line text-fg-muted">{text}</div>
        ) : (
          lockedNote
        )}
        <div className="mt-2 flex justify-between gap-3">
          <button
            type="button"
            onClick={() => choose(index - 1)}
            disabled={index === 0}
            className="rounded-control px-3 py-2 font-display text-xs font-bold tracking-[0.14em] text-fg-muted uppercase hover:text-fg disabled:invisible"
          >
            ← Previous
          </button>
          <button
            type="button"
            onClick={() => choose(index + 1)}
            disabled={index === chapters.length - 1}
            className="rounded-control px-3 py-2 font-display text-xs font-bold tracking-[0.14em] text-fg-muted uppercase hover:text-fg disabled:invisible"
          >
            Next →
          </button>
        </div>
      </article>
    </div>
  );
}
