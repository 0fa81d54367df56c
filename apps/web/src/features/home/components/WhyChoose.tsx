import { FeatureCards } from "./FeatureCards";

const SELLING_POINTS = [
  {
    title: "Train with elite professionals",
    text: "Pro players and championship coaches review your play one-to-one or with your whole team.",
  },
  {
    title: "Get in-depth performance analysis",
    text: "Every session ends with stats, clips and a plan: you always know what to fix next.",
  },
  {
    title: "Advance your gaming career",
    text: "Build a record scouts notice, join a community of elite gamers and go from ranked to rostered.",
  },
] as const;

/** "WHY CHOOSE CLUTCH ACADEMY" (docs/product.md#home-page). */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="relative py-20 sm:py-24">
      <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.4fr)] lg:items-center lg:px-8">
        <div>
          <p className="font-display text-eyebrow font-bold uppercase text-brand-300">The Clutch edge</p>
          <h2
            id="why-heading"
            className="mt-3 font-display text-display-lg font-black uppercase italic text-balance text-fg"
          >
            WHY CHOOSE <span className="text-gradient-brand pr-2">CLUTCH ACADEMY</span>
          </h2>
          <ol className="mt-8 flex flex-col gap-6">
            {SELLING_POINTS.map((point, index) => (
              <li key={point.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="clip-corners grid size-10 shrink-0 place-items-center bg-ink-700 font-display text-sm font-black italic text-highlight-300"
                >
                  0{index + 1}
                </span>
                <div>
                  <h3 className="font-display text-base font-extrabold uppercase tracking-wide text-fg">
                    {point.title}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-fg-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <FeatureCards />
      </div>
    </section>
  );
}
