import { type Course, type CourseRef, formatCount, type Game, messages, paths } from "@clutch/contract";
import { useId } from "react";
import { Link, useParams } from "react-router";
import { GameSubscriptionDialog } from "../../../components/GameSubscriptionDialog";
import { buttonStyles } from "../../../components/ui/button-styles";
import { useGetGameQuery, useListCoursesQuery } from "../../../features/catalogue/api";
import { CoachCard, CourseCard } from "../../../features/catalogue/components/cards";
import { relatedOptions } from "../../../features/catalogue/components/controls";
import { NestedSearch } from "../../../features/catalogue/components/NestedSearch";
import {
  FactGrid,
  Panel,
  ProductLayout,
  ProductSection,
  Prose,
} from "../../../features/catalogue/components/ProductHero";
import { ProductState } from "../../../features/catalogue/components/ProductState";
import { GameHero } from "../../../features/catalogue/components/product-heroes";
import { byPopularity, idsOf } from "../../../features/catalogue/lib/search";
import { useAppDispatch } from "../../../hooks/store";
import { openModal } from "../../../lib/modals";

/* The game page (docs/product.md#routes), lazily loaded by the router. */

export function GameProductRoute() {
  return (
    <ProductState query={useGetGameQuery(useParams().id ?? "")} kind="game">
      {(game) => <GamePage game={game} />}
    </ProductState>
  );
}

function GamePage({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  const summaryId = useId();
  const coachesId = useId();
  const coursesId = useId();
  const topCoaches = byPopularity(game.coaches).slice(0, 4);
  return (
    <article>
      <GameHero game={game} />
      <ProductLayout
        aside={
          <>
            <Panel>
              <FactGrid
                label="Game figures"
                facts={[
                  { label: "Coaches", value: formatCount(game.coaches.length) },
                  { label: "Popularity", value: formatCount(game.popularity) },
                  { label: "Courses", value: formatCount(game.courses.length) },
                  { label: "Platform", value: game.platform },
                ]}
              />
            </Panel>
            <Panel className="border-highlight-400/30 bg-linear-to-br from-highlight-400/10 via-surface/90 to-surface/90">
              <p className="font-display text-eyebrow font-bold text-highlight-300 uppercase">
                Game subscription
              </p>
              <p className="text-sm text-fg-muted">
                Every course and guide for {game.name}, one monthly plan.
              </p>
              <div className="flex flex-col gap-2">
                <button
                  type="button"
                  className={`${buttonStyles.primary} w-full`}
                  onClick={() => dispatch(openModal("gameSubscription"))}
                >
                  Subscribe
                </button>
                <Link
                  to={paths.gameSubscriptionPackages(game._id)}
                  className={`${buttonStyles.ghost} w-full`}
                >
                  See packages
                </Link>
              </div>
            </Panel>
          </>
        }
      >
        <ProductSection id={summaryId} title="Summary" eyebrow="About the game">
          <Prose>{game.summary}</Prose>
        </ProductSection>

        <ProductSection id={coachesId} title="Most popular coaches" eyebrow="Train with">
          {topCoaches.length > 0 ? (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              {topCoaches.map((coach, index) => (
                <li key={coach._id}>
                  <CoachCard coach={coach} rank={index + 1} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-fg-muted">No coaches for this game yet.</p>
          )}
        </ProductSection>

        <ProductSection id={coursesId} title="Courses" eyebrow={`${game.courses.length} for ${game.name}`}>
          <NestedSearch<CourseRef, Course>
            kind="course"
            items={game.courses}
            relation={{ label: "Coach", options: relatedOptions("All coaches", game.coaches) }}
            refsHavePlatform
            useLookup={useListCoursesQuery}
            facts={(course, full) => ({ platform: course.platform, relatedIds: full && idsOf(full.coaches) })}
            renderCard={(course) => <CourseCard course={course} />}
            fetchFailed={messages.catalogue.fetchCoursesFailed}
          />
        </ProductSection>
      </ProductLayout>
      <GameSubscriptionDialog gameName={game.name} />
    </article>
  );
}
