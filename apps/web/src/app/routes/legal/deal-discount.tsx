import { paths } from "@clutch/contract";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { useDocumentTitle } from "../../../hooks/use-document-title";

/** /product-deal-discount: an under-construction page (docs/product.md#routes). */
export function DealDiscountRoute() {
  useDocumentTitle(
    "Deals & Discounts",
    "Clutch Academy deals and discounts are under construction. Check back soon.",
  );
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <svg viewBox="0 0 120 120" aria-hidden="true" className="size-28">
          <polygon
            points="60,6 107,33 107,87 60,114 13,87 13,33"
            fill="var(--color-ink-800)"
            stroke="var(--color-highlight-400)"
            strokeWidth="3"
          />
          <path d="M36 78 84 42" stroke="var(--color-highlight-400)" strokeWidth="8" strokeLinecap="round" />
          <path d="M30 62h60" stroke="var(--color-ink-500)" strokeWidth="3" strokeDasharray="6 6" />
          <circle cx="44" cy="46" r="7" fill="none" stroke="var(--color-brand-300)" strokeWidth="3" />
          <circle cx="76" cy="76" r="7" fill="none" stroke="var(--color-brand-300)" strokeWidth="3" />
        </svg>
        <p className="font-display text-eyebrow font-bold uppercase text-highlight-300">
          Deals &amp; discounts
        </p>
        <h1 className="font-display text-display-xl font-black uppercase italic">Under Construction</h1>
        <p className="text-lg text-fg-muted">
          We're building something good here. Bundles, season passes and discounts land soon.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.courses} className={buttonStyles.primary}>
            Browse courses
          </Link>
          <Link to={paths.home} className={buttonStyles.secondary}>
            Home
          </Link>
        </div>
      </div>
    </Container>
  );
}
