import type { ReactNode } from "react";
import { Container } from "../../../components/ui/Container";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useDocumentTitle } from "../../../hooks/use-document-title";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  description: string;
  lead: ReactNode;
  updated: string;
  sections: LegalSection[];
};

/** A readable legal document: title, date, an "On this page" index and numbered sections. */
export function LegalPage({ title, description, lead, updated, sections }: LegalPageProps) {
  useDocumentTitle(title, description);
  return (
    <Container className="py-14 sm:py-20">
      <PageHeader eyebrow="Legal" title={title}>
        {lead}
      </PageHeader>
      <p className="mt-4 text-sm text-fg-muted">Last updated: {updated}</p>
      <div className="mt-12 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-display text-eyebrow font-bold uppercase text-brand-300">On this page</h2>
          <ol className="mt-4 flex flex-col gap-2 border-l border-surface-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-4 text-fg-muted transition hover:border-brand-400 hover:text-fg"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28"
            >
              <h2
                id={`${section.id}-title`}
                className="font-display text-xl font-extrabold uppercase tracking-wide text-fg sm:text-2xl"
              >
                <span className="mr-2 text-brand-300">{String(index + 1).padStart(2, "0")}</span>
                {section.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-fg-muted [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:text-fg [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
