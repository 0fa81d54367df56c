import {
  type Coach,
  type CoachRef,
  type Course,
  type CourseRef,
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
import { useAppDispatch } from "../../../app/hooks";
import { Artwork } from "../../../components/ui/Artwork";
import { buttonStyles } from "../../../components/ui/button-styles";
import { errorMessage } from "../../../lib/api-error";
import { openModal } from "../../modals/modalSlice";
import { GameSubscriptionDialog } from "../../plans/components/GameSubscriptionDialog";
import {
  ALL_ITEMS,
  useGetCoachQuery,
  useGetCourseQuery,
  useGetGameQuery,
  useGetGuideQuery,
  useGetOwnedCourseChaptersQuery,
  useGetOwnedGuideChaptersQuery,
  useListCoachesQuery,
  useListCoursesQuery,
  useListGamesQuery,
} from "../api";
import { ChapterList, Note } from "../components/ChapterList";
import { CoachCard, CourseCard, GameChip, PlatformTag } from "../components/cards";
import { relatedOptions } from "../components/controls";
import { GuideReader } from "../components/GuideReader";
import { NestedSearch } from "../components/NestedSearch";
import { FactGrid, Panel, ProductLayout, ProductSection, Prose } from "../components/ProductHero";
import { ProductState } from "../components/ProductState";
import { PurchasePanel } from "../components/PurchasePanel";
import { CoachHero, CourseHero, GameHero, GuideHero } from "../components/product-heroes";
import { StarRating } from "../components/StarRating";
import { Testimonials } from "../components/Testimonials";
import { useViewer } from "../hooks/use-viewer";
import { byPopularity } from "../lib/search";

/* The four product pages (SPEC §2), lazily loaded by the router. */

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);
const MAX_TESTIMONIALS = 3;

function useIdParam(): string {
  return useParams().id ?? "";
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

/* ---------------------------------------------------------------- game */

export function GameProductRoute() {
  return (
    <ProductState query={useGetGameQuery(useIdParam())} kind="game">
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
            facts={(course, full) => ({ platform: course.platform, relatedIds: full && ids(full.coaches) })}
            renderCard={(course) => <CourseCard course={course} />}
            fetchFailed={messages.catalogue.fetchCoursesFailed}
          />
        </ProductSection>
      </ProductLayout>
      <GameSubscriptionDialog gameName={game.name} />
    </article>
  );
}

/* -------------------------------------------------------------- course */

export function CourseProductRoute() {
  return (
    <ProductState query={useGetCourseQuery(useIdParam())} kind="course">
      {(course) => <CoursePage course={course} />}
    </ProductState>
  );
}

function CoursePage({ course }: { course: Course }) {
  const viewer = useViewer();
  const overviewId = useId();
  const chaptersId = useId();
  const coachesId = useId();
  const owned = viewer.owns("course", course._id);
  const canWatch = viewer.signedIn && (owned || course.price === 0);
  // GET /api/course/:id/user: full chapters with video links, for an owner or a free course.
  const ownedChapters = useGetOwnedCourseChaptersQuery(course._id, { skip: !canWatch });
  const fullChapters = ownedChapters.data?.chapters;
  const showPurchase = !owned && course.price !== 0 && !fullChapters;

  let note = null;
  if (fullChapters) note = null;
  else if (canWatch && ownedChapters.isLoading) note = <Note>Loading your chapters...</Note>;
  else if (canWatch && ownedChapters.error)
    note = (
      <Note tone="warning">
        Chapter videos are not available right now ({errorMessage(ownedChapters.error, "unavailable")}). Here
        is the outline.
      </Note>
    );
  else if (!viewer.signedIn && course.price === 0)
    note = (
      <Note>
        This course is free: sign in to watch its chapters.
        <button type="button" onClick={viewer.openLogin} className="font-bold underline underline-offset-4">
          Sign in
        </button>
      </Note>
    );
  else if (course.price !== 0 && !owned) note = <Note>{messages.catalogue.courseNotOwned}.</Note>;

  return (
    <article>
      <CourseHero course={course} />
      <ProductLayout
        aside={
          <Panel>
            <PurchasePanel
              price={course.price}
              showPurchase={showPurchase}
              owned={owned}
              signedIn={viewer.signedIn}
              onLogin={viewer.openLogin}
            />
            <FactGrid
              label="Course figures"
              facts={[
                { label: "Chapters", value: formatCount(course.chapters.length) },
                { label: "Coaches", value: formatCount(course.coaches.length) },
                { label: "Popularity", value: formatCount(course.popularity) },
                { label: "Price", value: formatPrice(course.price) },
              ]}
            />
            {course.games.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {course.games.map((game) => (
                  <GameChip key={game._id} game={game} />
                ))}
              </div>
            ) : null}
          </Panel>
        }
      >
        <ProductSection id={overviewId} title="Overview" eyebrow="What you'll learn">
          <Prose>{course.overview}</Prose>
        </ProductSection>

        <ProductSection id={chaptersId} title="Chapters" eyebrow={`${course.chapters.length} chapters`}>
          <ChapterList chapters={fullChapters ?? course.chapters} note={note} />
        </ProductSection>

        <ProductSection id={coachesId} title="Pro coaches" eyebrow="Taught by">
          <NestedSearch<CoachRef, Coach>
            kind="coach"
            items={byPopularity(course.coaches)}
            relation={{ label: "Game", options: relatedOptions("All games", course.games) }}
            refsHavePlatform={false}
            useLookup={useListCoachesQuery}
            facts={(_coach, full) => ({ platform: full?.platform, relatedIds: full && ids(full.games) })}
            renderCard={(coach) => <CoachCard coach={coach} />}
            fetchFailed={messages.catalogue.fetchCoachesFailed}
          />
        </ProductSection>
      </ProductLayout>
    </article>
  );
}

/* --------------------------------------------------------------- coach */

export function CoachProductRoute() {
  return (
    <ProductState query={useGetCoachQuery(useIdParam())} kind="coach">
      {(coach) => <CoachPage coach={coach} />}
    </ProductState>
  );
}

/** "#3 of 12": where the coach stands by popularity among all coaches (one cached list). */
function usePopularityRank(coachId: string): string | null {
  const all = useListCoachesQuery(ALL_ITEMS);
  const list = all.data?.data;
  if (!list) return null;
  const index = byPopularity(list).findIndex((coach) => coach._id === coachId);
  return index === -1 ? null : `#${index + 1} of ${list.length}`;
}

function CoachPage({ coach }: { coach: Coach }) {
  const bioId = useId();
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
          <Testimonials items={coach.testimonials} max={MAX_TESTIMONIALS} />
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
            facts={(course, full) => ({ platform: course.platform, relatedIds: full && ids(full.games) })}
            renderCard={(course) => <CourseCard course={course} />}
            fetchFailed={messages.catalogue.fetchCoursesFailed}
          />
        </ProductSection>
      </ProductLayout>
    </article>
  );
}

/* --------------------------------------------------------------- guide */

export function GuideProductRoute() {
  return (
    <ProductState query={useGetGuideQuery(useIdParam())} kind="guide">
      {(guide) => <GuidePage guide={guide} />}
    </ProductState>
  );
}

/** SPEC §2: the contributors figure is the fixed text "2". */
const GUIDE_CONTRIBUTORS = "2";

function GuidePage({ guide }: { guide: Guide }) {
  const viewer = useViewer();
  const summaryId = useId();
  const readerId = useId();
  const testimonialsId = useId();
  const gamesId = useId();
  const coachesId = useId();
  const owned = viewer.owns("guide", guide._id);
  const canRead = viewer.signedIn && (owned || guide.price === 0) && guide.chapters.length > 0;
  // GET /api/guide/:id/user: the full chapter text, for an owner or a free guide.
  const ownedChapters = useGetOwnedGuideChaptersQuery(guide._id, { skip: !canRead });
  const fullChapters = ownedChapters.data?.chapters;
  const showPurchase = !owned && guide.price !== 0 && !fullChapters;

  let lockedNote = null;
  if (canRead && ownedChapters.isLoading) lockedNote = <Note>Loading the full chapter...</Note>;
  else if (canRead && ownedChapters.error)
    lockedNote = (
      <Note tone="warning">
        The full text is not available right now ({errorMessage(ownedChapters.error, "unavailable")}).
      </Note>
    );
  else if (!viewer.signedIn && guide.price === 0)
    lockedNote = (
      <Note>
        This guide is free: sign in to read every chapter in full.
        <button type="button" onClick={viewer.openLogin} className="font-bold underline underline-offset-4">
          Sign in
        </button>
      </Note>
    );
  else if (!owned && guide.price !== 0) lockedNote = <Note>{messages.catalogue.guideNotOwned}.</Note>;

  return (
    <article>
      <GuideHero guide={guide} />
      <ProductLayout
        aside={
          <Panel>
            <PurchasePanel
              price={guide.price}
              showPurchase={showPurchase}
              owned={owned}
              signedIn={viewer.signedIn}
              onLogin={viewer.openLogin}
            />
            <FactGrid
              label="Guide figures"
              facts={[
                { label: "Ranking", value: `#${guide.ranking}` },
                { label: "Upvotes", value: formatCount(guide.upvotes) },
                { label: "Price", value: formatPrice(guide.price) },
                { label: "Contributors", value: GUIDE_CONTRIBUTORS },
              ]}
            />
          </Panel>
        }
      >
        <ProductSection id={summaryId} title="Summary" eyebrow="About the guide">
          <Prose>{guide.summary}</Prose>
        </ProductSection>

        <ProductSection id={readerId} title="Read the guide" eyebrow={`${guide.chapters.length} chapters`}>
          <GuideReader chapters={fullChapters ?? guide.chapters} lockedNote={lockedNote} />
        </ProductSection>

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
            facts={(game, full) => ({ platform: game.platform, relatedIds: full && ids(full.coaches) })}
            renderCard={(game) => <GameRefCard game={game} />}
            fetchFailed={messages.catalogue.fetchGamesFailed}
          />
        </ProductSection>
      </ProductLayout>
    </article>
  );
}
