import type { ReactNode } from "react";
import { useDocumentTitle } from "../hooks/use-document-title";
import { Container } from "./ui/Container";
import { PageHeader } from "./ui/PageHeader";

type PlaceholderPageProps = {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
};

/** A page whose real content arrives in a later issue: its title and heading, nothing fake. */
export function PlaceholderPage({ title, eyebrow, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={eyebrow} title={title}>
        {children}
      </PageHeader>
    </Container>
  );
}
