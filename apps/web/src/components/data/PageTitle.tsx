import type { ReactNode } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title";

type PageTitleProps = {
  title: string;
  children?: ReactNode;
  /** The area the page belongs to, after its title in the document's title. */
  area?: string;
};

/**
 * A console or workspace page's heading (and the document's title), with actions beside it. The
 * heading keeps its place whatever the actions: at the top, as the frame the server sends before
 * the page (SectionPageLoading) draws it without them.
 */
export function PageTitle({ title, children, area = "Console" }: PageTitleProps) {
  useDocumentTitle(`${title} · ${area}`);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <h1 className="font-display text-display-lg font-black uppercase italic text-fg">{title}</h1>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </header>
  );
}
