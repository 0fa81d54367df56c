import type { Testimonial } from "@clutch/contract";
import { Artwork } from "../../../components/ui/Artwork";

/** Testimonials as quote cards; `max` caps how many show (coaches: MAX_COACH_TESTIMONIALS). */
export function Testimonials({ items, max }: { items: readonly Testimonial[]; max?: number }) {
  const shown = max === undefined ? items : items.slice(0, max);
  if (shown.length === 0) {
    return <p className="text-fg-muted">No testimonials yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="testimonials">
      {shown.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: testimonials have no id and never reorder.
        <li key={index}>
          <figure className="relative flex h-full flex-col gap-4 overflow-hidden rounded-card border border-surface-border bg-surface p-5 shadow-card">
            <span
              aria-hidden="true"
              className="absolute -top-3 right-3 font-display text-7xl leading-none font-black text-violet-500/25"
            >
              &ldquo;
            </span>
            <blockquote className="relative text-sm leading-relaxed text-fg">{item.text}</blockquote>
            <figcaption className="mt-auto flex items-center gap-3">
              <Artwork
                src={item.image}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border border-surface-border-strong object-cover"
              />
              <span className="text-sm font-semibold text-fg-muted">{item.author ?? "Verified student"}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
