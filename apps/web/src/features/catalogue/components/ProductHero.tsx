import { Children, type ReactNode } from "react";
import { Link } from "react-router";
import { Artwork } from "../../../components/ui/Artwork";
import { Container } from "../../../components/ui/Container";
import { Staged } from "../../../components/ui/Staged";

export type ProductFact = { label: string; value: ReactNode };

type ProductHeroProps = {
  kind: string;
  name: string;
  image: string | null | undefined;
  backTo: { to: string; label: string };
  /** Chips under the name (platform, price...). */
  meta?: ReactNode;
  /** A portrait or logo beside the name. */
  emblem?: ReactNode;
  /** The header image shown crisp beside the title (its alt text names it). */
  coverAlt?: string;
};

/**
 * The header picture's width in the hero (at most 36rem beside the title). The blurred backdrop
 * takes the same file: one download, and a blur needs no more.
 */
const HERO_IMAGE_SIZES = "(min-width: 640px) 36rem, 100vw";

/** The top of a product page: the header image as a backdrop, breadcrumb, kind, name, chips. */
export function ProductHero({ kind, name, image, backTo, meta, emblem, coverAlt }: ProductHeroProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-white/5">
      <Artwork
        src={image}
        alt=""
        width={1280}
        height={720}
        sizes={HERO_IMAGE_SIZES}
        loading="first"
        className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-45 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/75 to-ink-950/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink-950/80 to-transparent"
      />
      <Container
        className={`grid grid-cols-1 min-h-[17rem] items-end gap-8 pt-8 pb-10 sm:min-h-[22rem] ${coverAlt ? "lg:grid-cols-[minmax(0,1fr)_30rem]" : ""}`}
      >
        <div className="flex min-w-0 flex-col gap-5 self-stretch">
          <nav aria-label="Breadcrumb" className="mb-auto pb-4">
            <Link
              to={backTo.to}
              className="inline-flex items-center gap-2 rounded-control bg-ink-950/60 px-3 py-1.5 font-display text-xs font-bold tracking-[0.14em] text-fg-muted uppercase backdrop-blur hover:text-brand-200"
            >
              <span aria-hidden="true">←</span> {backTo.label}
            </Link>
          </nav>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:gap-5">
            {emblem ? <div className="shrink-0">{emblem}</div> : null}
            <div className="flex min-w-0 flex-col gap-3">
              <p className="flex items-center gap-3 font-display text-eyebrow font-bold text-brand-300 uppercase">
                <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
                {kind}
              </p>
              <h1 className="max-w-4xl font-display text-display-xl font-black break-words text-fg uppercase italic">
                {name}
              </h1>
              {meta ? <div className="flex flex-wrap items-center gap-2.5">{meta}</div> : null}
            </div>
          </div>
        </div>
        {coverAlt ? (
          <Artwork
            src={image}
            alt={coverAlt}
            width={1280}
            height={720}
            sizes={HERO_IMAGE_SIZES}
            loading="first"
            className="aspect-[16/9] w-full max-w-xl rounded-card border border-white/10 object-cover shadow-glow-violet"
          />
        ) : null}
      </Container>
    </div>
  );
}

/** Key figures of an item, as a grid of tiles. */
export function FactGrid({ facts, label }: { facts: ProductFact[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-card border border-surface-border bg-ink-900/70 p-4">
          <dt className="font-display text-[0.68rem] font-bold tracking-[0.14em] text-fg-muted uppercase">
            {fact.label}
          </dt>
          <dd className="mt-1.5 font-display text-xl font-extrabold break-words text-fg">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a product page's main column. */
export function ProductSection({
  id,
  title,
  eyebrow,
  action,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex scroll-mt-24 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {eyebrow ? (
            <p className="font-display text-eyebrow font-bold text-brand-300 uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={id} className="mt-1 font-display text-display-md font-black text-fg uppercase italic">
            {title}
          </h2>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The two-column body of a product page below its hero: the aside (price, figures; first on small
 * screens) and the sections. The aside and the first section are the first screen; the other
 * sections render after it. The body is laid out once the browser finds it near the screen
 * (`render-when-near`), in a task of its own after the page's first layout, not in it: that layout,
 * before the first paint, was one long task once the server sent the whole first render
 * (docs/decisions/056).
 */
export function ProductLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  const [first, ...later] = Children.toArray(children);
  return (
    <Container className="render-when-near grid grid-cols-1 [--near-size:100rem] gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
      <aside className="flex flex-col gap-5 lg:sticky lg:top-24 lg:order-2 lg:self-start">{aside}</aside>
      <div className="flex min-w-0 flex-col gap-14 lg:order-1">
        {first}
        <Staged>{later}</Staged>
      </div>
    </Container>
  );
}

export function Panel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`flex flex-col gap-5 rounded-card border border-surface-border bg-surface/85 p-5 shadow-card backdrop-blur ${className}`}
    >
      {children}
    </div>
  );
}

export function Prose({ children }: { children: string }) {
  return <p className="text-base leading-relaxed whitespace-pre-line text-fg-muted sm:text-lg">{children}</p>;
}
