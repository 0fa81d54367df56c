import {
  type Coach,
  type Course,
  type CourseRef,
  formatCount,
  MAX_COACH_TESTIMONIALS,
  messages,
} from "@clutch/contract";
import { lazy, Suspense, useId } from "react";
import { useParams } from "react-router";
import { ErrorBoundary } from "../../../components/ErrorBoundary";
import { GameChip } from "../../../components/GameChip";
import { LoadingState } from "../../../components/ui/LoadingState";
import { WhenVisible } from "../../../components/ui/WhenVisible";
import { useViewer } from "../../../features/auth/hooks/use-viewer";
import { useGetCoachQuery, useGetCoachRankQuery, useListCoursesQuery } from "../../../features/catalogue/api";
import { CourseCard } from "../../../features/catalogue/components/cards";
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
import { CoachHero } from "../../../features/catalogue/components/product-heroes";
import { StarRating } from "../../../features/catalogue/components/StarRating";
import { Testimonials } from "../../../features/catalogue/components/Testimonials";
import { byPopularity, idsOf } from "../../../features/catalogue/lib/search";

/* The coach page (docs/product.md#routes), lazily loaded by the router. */

/**
 * "Book a live session": its code (and its date formatting) and its data (the free times) load when
 * its section, below the first screen, comes near the screen; never while the page starts
 * (docs/decisions/011).
 */
const BookingPanel = lazy(() => import("../../../features/live-sessions/components/BookingPanel"));

const bookingPlaceholder = <LoadingState className="min-h-[24rem]" />;

export function CoachProductRoute() {
  return (
    <ProductState query={useGetCoachQuery(useParams().id ?? "")} kind="coach">
      {(coach) => <CoachPage coach={coach} />}
    </ProductState>
  );
}

/** "#3 of 12": where the coach stands by popularity among all coaches. */
function usePopularityRank(coachId: string): string | null {
  const rank = useGetCoachRankQuery(coachId).data;
  return rank ? `#${rank.position} of ${rank.of}` : null;
}

function CoachPage({ coach }: { coach: Coach }) {
  const viewer = useViewer();
  const bioId = useId();
  const bookId = useId();
  const coursesId = useId();
  const popularId = useId();
  const testimonialsId = useId();
  const rank = usePopularityRank(coach._id);
  const popular = byPopularity(coach.courses).slice(0, 3);
  return (
    <article>
      <CoachHero coach={coach} />
      <ProductLayout
        aside={
          <Panel>
            <FactGrid
              label="Coach figures"
              facts={[
                { label: "Rating", value: <StarRating rating={coach.rating} size="sm" showValue /> },
                { label: "Students", value: formatCount(coach.student) },
                { label: "Popularity rank", value: rank ?? formatCount(coach.popularity) },
                { label: "Country", value: coach.country },
              ]}
            />
            <dl className="flex flex-col gap-4 text-sm">
              <div>
                <dt className="font-display text-eyebrow font-bold text-fg-subtle uppercase">
                  Area of operation
                </dt>
                <dd className="mt-1 text-fg">{coach.areaOfoperation}</dd>
              </div>
              <div>
                <dt className="font-display text-eyebrow font-bold text-fg-subtle uppercase">
                  Notable teams
                </dt>
                <dd className="mt-2">
                  {coach.motableTeams.length > 0 ? (
                    <ul className="flex flex-wrap gap-2">
                      {coach.motableTeams.map((team) => (
                        <li
                          key={team}
                          className="clip-corners bg-violet-500/20 px-3 py-1 font-display text-xs font-bold tracking-wider text-violet-300 uppercase"
                        >
                          {team}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-fg-muted">None listed</span>
                  )}
                </dd>
              </div>
              {coach.games.length > 0 ? (
                <div>
                  <dt className="font-display text-eyebrow font-bold text-fg-subtle uppercase">Games</dt>
                  <dd className="mt-2 flex flex-wrap gap-2">
                    {coach.games.map((game) => (
                      <GameChip key={game._id} game={game} />
                    ))}
                  </dd>
                </div>
              ) : null}
            </dl>
          </Panel>
        }
      >
        <ProductSection id={bioId} title="Bio" eyebrow="About the coach">
          <Prose>{coach.bio}</Prose>
          <div className="rounded-card border border-highlight-400/25 bg-highlight-400/5 p-5">
            <h3 className="font-display text-eyebrow font-bold text-highlight-300 uppercase">Achievements</h3>
            <p className="mt-2 leading-relaxed text-fg">{coach.achievements}</p>
          </div>
        </ProductSection>

        {coach.sessionTypes.length > 0 ? (
          <ProductSection id={bookId} title="Book a live session" eyebrow="1:1 with the coach">
            <ErrorBoundary
              fallback={() => (
                <p role="alert" className="text-sm text-danger-300">
                  {messages.liveSessions.loadFailed}
                </p>
              )}
            >
              <WhenVisible placeholder={bookingPlaceholder}>
                <Suspense fallback={bookingPlaceholder}>
                  <BookingPanel
                    coach={coach}
                    signedIn={viewer.signedIn}
                    onLogin={viewer.openLogin}
                    profilePhone={viewer.user?.phone ?? ""}
                  />
                </Suspense>
              </WhenVisible>
            </ErrorBoundary>
          </ProductSection>
        ) : null}

        <ProductSection id={popularId} title="Most popular courses" eyebrow="Students' favourites">
          {popular.length > 0 ? (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {popular.map((course) => (
                <li key={course._id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-fg-muted">No courses yet.</p>
          )}
        </ProductSection>

        <ProductSection id={testimonialsId} title="Testimonials" eyebrow="From students">
          <Testimonials items={coach.testimonials} max={MAX_COACH_TESTIMONIALS} />
        </ProductSection>

        <ProductSection
          id={coursesId}
          title="All courses"
          eyebrow={`${coach.courses.length} by ${coach.name}`}
        >
          <NestedSearch<CourseRef, Course>
            kind="course"
            items={coach.courses}
            relation={{ label: "Game", options: relatedOptions("All games", coach.games) }}
            refsHavePlatform
            useLookup={useListCoursesQuery}
            facts={(course, full) => ({ platform: course.platform, relatedIds: full && idsOf(full.games) })}
            renderCard={(course) => <CourseCard course={course} />}
            fetchFailed={messages.catalogue.fetchCoursesFailed}
          />
        </ProductSection>
      </ProductLayout>
    </article>
  );
}
