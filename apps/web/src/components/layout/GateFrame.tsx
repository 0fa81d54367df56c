import type { ReactNode } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { Container } from "../ui/Container";

type GateFrameProps = {
  /** The area the gate stands before, above the title: "Operators' console". */
  area: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The card a step before an area proper sits in (the console, the coach workspace): sign in, no access, a code. */
export function GateFrame({ area, title, lead, children }: GateFrameProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-12 sm:py-20">
      <section className="mx-auto flex max-w-lg flex-col gap-5 rounded-panel border border-surface-border bg-surface/80 px-5 py-8 shadow-card sm:px-8">
        <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
          <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
          {area}
        </p>
        <h1 className="font-display text-display-md font-black uppercase italic text-fg">{title}</h1>
        {lead ? <div className="text-sm leading-relaxed text-fg-muted">{lead}</div> : null}
        {children}
      </section>
    </Container>
  );
}
