import type { PurchasableKind } from "@clutch/contract";
import { type ReactNode, useId } from "react";
import { useViewer } from "../../../features/auth/hooks/use-viewer";
import {
  FactGrid,
  Panel,
  type ProductFact,
  ProductLayout,
  ProductSection,
  Prose,
} from "../../../features/catalogue/components/ProductHero";
import { HeroOf } from "../../../features/catalogue/components/product-heroes";
import { useLockedChapters } from "../../../features/catalogue/hooks/use-locked-chapters";
import type { CatalogueItem } from "../../../features/catalogue/lib/product-meta";
import { ItemPurchase } from "./ItemPurchase";

type LockedChapters = ReturnType<typeof useLockedChapters>;

type PurchasableProductProps<K extends PurchasableKind> = {
  kind: K;
  item: CatalogueItem[K];
  /** The figures under the price, and what the list of them is called. */
  facts: ProductFact[];
  factsLabel: string;
  /** More of the aside, under the figures. */
  asideExtra?: ReactNode;
  /** The first section: what the item is about. */
  about: { title: string; eyebrow: string; text: string };
  /** The second section: the chapters as the viewer may see them. */
  chaptersTitle: string;
  /** `refreshLinks` fetches the chapters again (their video links expire). */
  renderChapters: (
    chapters: LockedChapters["chapters"],
    note: ReactNode,
    refreshLinks: () => void,
  ) => ReactNode;
  /** The page's further sections, rendered after the first screen. */
  children: ReactNode;
};

/**
 * The shared top of the course and guide pages: the hero; an aside with the price, the Purchase
 * button and the figures; what the item is about; its chapters, locked or not.
 */
export function PurchasableProduct<K extends PurchasableKind>(props: PurchasableProductProps<K>) {
  const { kind, item, facts, factsLabel, asideExtra, about, chaptersTitle, renderChapters, children } = props;
  const viewer = useViewer();
  const aboutId = useId();
  const chaptersId = useId();
  const { owned, chapters, note, showPurchase, refreshLinks } = useLockedChapters(kind, item, viewer);

  return (
    <article>
      <HeroOf kind={kind} item={item} />
      <ProductLayout
        aside={
          <Panel>
            <ItemPurchase kind={kind} item={item} viewer={viewer} owned={owned} showPurchase={showPurchase} />
            <FactGrid label={factsLabel} facts={facts} />
            {asideExtra}
          </Panel>
        }
      >
        <ProductSection id={aboutId} title={about.title} eyebrow={about.eyebrow}>
          <Prose>{about.text}</Prose>
        </ProductSection>

        <ProductSection id={chaptersId} title={chaptersTitle} eyebrow={`${item.chapters.length} chapters`}>
          {renderChapters(chapters, note, refreshLinks)}
        </ProductSection>

        {children}
      </ProductLayout>
    </article>
  );
}
