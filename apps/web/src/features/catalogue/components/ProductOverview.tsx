import { Artwork } from "../../../components/ui/Artwork";
import { Container } from "../../../components/ui/Container";

export type ProductFact = { label: string; value: string };

type ProductOverviewProps = {
  /** "Game", "Course", "Coach", "Guide". */
  kind: string;
  name: string;
  image: string | null | undefined;
  /** The summary, overview or bio. */
  text: string;
  facts?: ProductFact[];
};

/** The top of a product page: banner image, name, summary and key figures. */
export function ProductOverview({ kind, name, image, text, facts = [] }: ProductOverviewProps) {
  return (
    <article>
      <div className="relative isolate overflow-hidden border-b border-white/5">
        <Artwork
          src={image}
          alt=""
          width={1600}
          height={600}
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/70 to-ink-950/20"
        />
        <Container className="flex min-h-[18rem] flex-col justify-end gap-4 pt-24 pb-10 sm:min-h-[22rem]">
          <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
            <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
            {kind}
          </p>
          <h1 className="max-w-4xl font-display text-display-xl font-black uppercase italic text-fg">
            {name}
          </h1>
        </Container>
      </div>
      <Container className="grid gap-10 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label={`About this ${kind.toLowerCase()}`}>
          <p className="whitespace-pre-line text-base leading-relaxed text-fg-muted sm:text-lg">{text}</p>
        </section>
        {facts.length > 0 ? (
          <dl className="grid grid-cols-2 gap-3 self-start">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="rounded-card border border-surface-border bg-surface p-4 shadow-card"
              >
                <dt className="font-display text-eyebrow font-bold uppercase text-fg-subtle">{fact.label}</dt>
                <dd className="mt-1.5 font-display text-xl font-extrabold text-fg">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Container>
    </article>
  );
}
