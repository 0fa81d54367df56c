import {
  formatCount,
  formatPrice,
  type Game,
  type GameRef,
  type Guide,
  messages,
  paths,
} from "@clutch/contract";
import { useId } from "react";
import { Link, useParams } from "react-router";
import { Artwork } from "../../../components/ui/Artwork";
import { useGetGuideQuery, useListGamesQuery } from "../../../features/catalogue/api";
import { CoachCard, PlatformTag } from "../../../features/catalogue/components/cards";
import { relatedOptions } from "../../../features/catalogue/components/controls";
import { GuideReader } from "../../../features/catalogue/components/GuideReader";
import { NestedSearch } from "../../../features/catalogue/components/NestedSearch";
import { ProductSection } from "../../../features/catalogue/components/ProductHero";
import { ProductState } from "../../../features/catalogue/components/ProductState";
import { Testimonials } from "../../../features/catalogue/components/Testimonials";
import { idsOf } from "../../../features/catalogue/lib/search";
import { PurchasableProduct } from "./PurchasableProduct";

/* The guide page (docs/product.md#routes), lazily loaded by the router. */

export function GuideProductRoute() {
  return (
    <ProductState query={useGetGuideQuery(useParams().id ?? "")} kind="guide">
      {(guide) => <GuidePage guide={guide} />}
    </ProductState>
  );
}

function GameRefCard({ game }: { game: GameRef }) {
  return (
    <Link
      to={paths.game(game._id)}
      className="group flex h-full items-center gap-4 rounded-card border border-surface-border bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-brand-400/60 hover:shadow-glow"
    >
      <Artwork
        src={game.hexagonThinImage}
        alt=""
        width={60}
        height={69}
        className="h-[69px] w-[60px] shrink-0 object-contain"
      />
      <div className="min-w-0">
        <h3 className="font-display text-base font-extrabold tracking-wide text-fg uppercase group-hover:text-brand-200">
          {game.name}
        </h3>
        <p className="mt-1">
          <PlatformTag platform={game.platform} />
        </p>
      </div>
    </Link>
  );
}

/** docs/product.md#routes: the contributors figure is the fixed text "2". */
const GUIDE_CONTRIBUTORS = "2";

function GuidePage({ guide }: { guide: Guide }) {
  const testimonialsId = useId();
  const gamesId = useId();
  const coachesId = useId();

  return (
    <PurchasableProduct
      kind="guide"
      item={guide}
      factsLabel="Guide figures"
      facts={[
        { label: "Ranking", value: `#${guide.ranking}` },
        { label: "Upvotes", value: formatCount(guide.upvotes) },
        { label: "Price", value: formatPrice(guide.price) },
        { label: "Contributors", value: GUIDE_CONTRIBUTORS },
      ]}
      about={{ title: "Summary", eyebrow: "About the guide", text: guide.summary }}
      chaptersTitle="Read the guide"
      renderChapters={(chapters, note) => <GuideReader chapters={chapters} lockedNote={note} />}
    >
      <ProductSection id={testimonialsId} title="Testimonials" eyebrow="From readers">
        <Testimonials items={guide.testimonials} />
      </ProductSection>

      {guide.coaches.length > 0 ? (
        <ProductSection id={coachesId} title="Written by" eyebrow="Coaches">
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {guide.coaches.map((coach) => (
              <li key={coach._id}>
                <CoachCard coach={coach} />
              </li>
            ))}
          </ul>
        </ProductSection>
      ) : null}

      <ProductSection id={gamesId} title="Games" eyebrow="Covered in this guide">
        <NestedSearch<GameRef, Game>
          kind="game"
          items={guide.games}
          relation={{ label: "Coach", options: relatedOptions("All coaches", guide.coaches) }}
          refsHavePlatform
          useLookup={useListGamesQuery}
          facts={(game, full) => ({ platform: game.platform, relatedIds: full && idsOf(full.coaches) })}
          renderCard={(game) => <GameRefCard game={game} />}
          fetchFailed={messages.catalogue.fetchGamesFailed}
        />
      </ProductSection>
    </PurchasableProduct>
  );
}
