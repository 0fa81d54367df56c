import type { ReactNode } from "react";
import { Container } from "../../../../components/ui/Container";
import { useDocumentTitle } from "../../../../hooks/use-document-title";

type GateFrameProps = { title: string; lead?: ReactNode; children?: ReactNode };

/** The card every step before the console proper sits in: sign in, a code, the set-up. */
export function GateFrame({ title, lead, children }: GateFrameProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-12 sm:py-20">
      <section className="mx-auto flex max-w-lg flex-col gap-5 rounded-panel border border-surface-border bg-surface/80 px-5 py-8 shadow-card sm:px-8">
        <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
          <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
          Operators' console
        </p>
        <h1 className="font-display text-display-md font-black uppercase italic text-fg">{title}</h1>
        {lead ? <div className="text-sm leading-relaxed text-fg-muted">{lead}</div> : null}
        {children}
      </section>
    </Container>
  );
}
