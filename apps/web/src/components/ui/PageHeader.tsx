import type { ReactNode } from "react";

type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** The heading block at the top of a page: small eyebrow, big display title, optional lead text. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      {eyebrow ? (
        <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
          <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
          {eyebrow}
        </p>
      ) : null}
      <h1 className="font-display text-display-xl font-black uppercase italic text-fg">{title}</h1>
      {children ? (
        <div className="max-w-2xl text-base leading-relaxed text-fg-muted sm:text-lg">{children}</div>
      ) : null}
    </header>
  );
}
