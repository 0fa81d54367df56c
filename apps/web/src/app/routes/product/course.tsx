import { type Coach, type CoachRef, type Course, formatCount, formatPrice, messages } from "@clutch/contract";
import { useId } from "react";
import { useParams } from "react-router";
import { GameChip } from "../../../components/GameChip";
import { useGetCourseQuery, useListCoachesQuery } from "../../../features/catalogue/api";
import { ChapterList } from "../../../features/catalogue/components/ChapterList";
import { CoachCard } from "../../../features/catalogue/components/cards";
import { relatedOptions } from "../../../features/catalogue/components/controls";
import { NestedSearch } from "../../../features/catalogue/components/NestedSearch";
import { ProductSection } from "../../../features/catalogue/components/ProductHero";
import { ProductState } from "../../../features/catalogue/components/ProductState";
import { byPopularity, idsOf } from "../../../features/catalogue/lib/search";
import { PurchasableProduct } from "./PurchasableProduct";

/* The course page (docs/product.md#routes), lazily loaded by the router. */

export function CourseProductRoute() {
  return (
    <ProductState query={useGetCourseQuery(useParams().id ?? "")} kind="course">
      {(course) => <CoursePage course={course} />}
    </ProductState>
  );
}

function CoursePage({ course }: { course: Course }) {
  const coachesId = useId();

  return (
    <PurchasableProduct
      kind="course"
      item={course}
      factsLabel="Course figures"
      facts={[
        { label: "Chapters", value: formatCount(course.chapters.length) },
        { label: "Coaches", value: formatCount(course.coaches.length) },
        { label: "Popularity", value: formatCount(course.popularity) },
        { label: "Price", value: formatPrice(course.price) },
      ]}
      asideExtra={
        course.games.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {course.games.map((game) => (
              <GameChip key={game._id} game={game} />
            ))}
          </div>
        ) : null
      }
      about={{ title: "Overview", eyebrow: "What you'll learn", text: course.overview }}
      chaptersTitle="Chapters"
      renderChapters={(chapters, note, refreshLinks) => (
        <ChapterList chapters={chapters} note={note} onLinksExpired={refreshLinks} />
      )}
    >
      <ProductSection id={coachesId} title="Pro coaches" eyebrow="Taught by">
        <NestedSearch<CoachRef, Coach>
          kind="coach"
          items={byPopularity(course.coaches)}
          relation={{ label: "Game", options: relatedOptions("All games", course.games) }}
          refsHavePlatform={false}
          useLookup={useListCoachesQuery}
          facts={(_coach, full) => ({ platform: full?.platform, relatedIds: full && idsOf(full.games) })}
          renderCard={(coach) => <CoachCard coach={coach} />}
          fetchFailed={messages.catalogue.fetchCoachesFailed}
        />
      </ProductSection>
    </PurchasableProduct>
  );
}
