import { count, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { stableId } from "../ids";
import * as t from "../schema";
import { demoCatalogue } from "./demo-catalogue";
import { type DemoLiveOffer, demoLiveOffers } from "./demo-live-sessions";
import { media } from "./media";
import type { DemoCatalogue, DemoChapter, DemoTestimonial } from "./types";

const DAY_MS = 86_400_000;
const idOf = (kind: string) => (key: string) => stableId(kind, key);
const ids = {
  game: idOf("game"),
  coach: idOf("coach"),
  course: idOf("course"),
  guide: idOf("guide"),
  package: idOf("package"),
  teamPlan: idOf("team-plan"),
  sessionType: (coachKey: string, index: number) => stableId("session-type", `${coachKey}:${index}`),
};
export const demoIds = ids;

/** `insert ... on conflict (id) do update` of every column: reseeding refreshes, never duplicates. */
async function upsert<T extends PgTable & { id: AnyPgColumn }>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
) {
  if (rows.length === 0) return;
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== "id")
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  await db.insert(table).values(rows).onConflictDoUpdate({ target: table.id, set });
}

function chapterRows(
  owner: { courseId?: string; guideId?: string },
  ownerKey: string,
  chapters: DemoChapter[],
) {
  return chapters.map((chapter, index) => ({
    id: stableId("chapter", `${ownerKey}:${index}`),
    courseId: owner.courseId ?? null,
    guideId: owner.guideId ?? null,
    position: index,
    name: chapter.name,
    image: media.chapterImage(index + ownerKey.length),
    summary: chapter.summary,
    description: chapter.description,
    videoLink: media.chapterVideo,
    isApproved: chapter.isApproved ?? true,
  }));
}

function testimonialRows(
  owner: { coachId?: string; guideId?: string },
  ownerKey: string,
  list: DemoTestimonial[],
) {
  return list.map((item, index) => ({
    id: stableId("testimonial", `${ownerKey}:${index}`),
    coachId: owner.coachId ?? null,
    guideId: owner.guideId ?? null,
    position: index,
    text: item.text,
    author: item.author,
    image: media.avatar(index + ownerKey.length),
  }));
}

/** A coach's weekly hours as rows, from their live-session offer. */
function weeklyHours(coachKey: string, coachId: string, offer: DemoLiveOffer | undefined) {
  return Object.entries(offer?.week ?? {}).flatMap(([weekday, windows]) =>
    (windows ?? []).map(([startTime, endTime]) => ({
      id: stableId("availability", `${coachKey}:${weekday}:${startTime}`),
      coachId,
      weekday: Number(weekday),
      startTime,
      endTime,
    })),
  );
}

/** Link rows from an owner (`{ courseId }`) to other items, in their listed order. */
const links = <Owner extends Record<string, string>, Other extends string>(
  owner: Owner,
  otherColumn: Other,
  otherIds: string[],
) =>
  otherIds.map(
    (otherId, position) =>
      ({ ...owner, [otherColumn]: otherId, position }) as Owner &
        Record<Other, string> & { position: number },
  );

/** Rows that belong to seeded items (chapters, testimonials, links, weekly hours): replaced wholesale. */
interface OwnedRows {
  table: PgTable;
  /** The column naming the owner, the owners whose rows these are, and their rows. */
  owner: AnyPgColumn;
  ownerIds: string[];
  rows: PgInsertValue<PgTable>[];
}

/** The rows `table` holds for each of `owners` (by their id, `idOf` its key). */
function owned<T extends PgTable, O extends { key: string }>(
  table: T,
  owner: AnyPgColumn,
  [owners, idOf]: readonly [O[], (key: string) => string],
  rowsOf: (item: O, id: string) => PgInsertValue<T>[],
): OwnedRows {
  const ownerIds = owners.map((item) => idOf(item.key));
  const rows = owners.flatMap((item, index) => rowsOf(item, ownerIds[index] as string));
  return { table, owner, ownerIds, rows } as OwnedRows;
}

/** Loads (or refreshes) the demo catalogue in one transaction. */
export async function seedCatalogue(
  db: Database,
  catalogue: DemoCatalogue = demoCatalogue,
  liveOffers: Record<string, DemoLiveOffer> = demoLiveOffers,
): Promise<void> {
  const now = Date.now();
  /** What every catalogue item has: whether it is disabled, its flags, and when it was added. */
  const listed = (item: { disabled?: boolean; flags: object; addedDaysAgo: number }) => ({
    disabled: item.disabled ?? false,
    ...item.flags,
    createdAt: new Date(now - item.addedDaysAgo * DAY_MS),
  });

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await upsert(
      txDb,
      t.games,
      catalogue.games.map((g) => ({
        id: ids.game(g.key),
        name: g.name,
        platform: g.platform,
        summary: g.summary,
        popularity: g.popularity,
        ...media.game(g.key),
        isApproved: g.isApproved ?? true,
        ...listed(g),
      })),
    );
    await upsert(
      txDb,
      t.coaches,
      catalogue.coaches.map((c) => ({
        id: ids.coach(c.key),
        name: c.name,
        bio: c.bio,
        rating: c.rating,
        popularity: c.popularity,
        student: c.student,
        achievements: c.achievements,
        country: c.country,
        areaOfOperation: c.areaOfoperation,
        notableTeams: c.motableTeams,
        platform: c.platform,
        ...media.coach(c.key),
        ...listed(c),
        timeZone: liveOffers[c.key]?.timeZone ?? "Asia/Kolkata",
      })),
    );
    // Session types keep their ids (bookings refer to them); weekly hours are replaced below.
    await upsert(
      txDb,
      t.sessionTypes,
      catalogue.coaches.flatMap((c) =>
        (liveOffers[c.key]?.sessionTypes ?? []).map((type, position) => ({
          id: ids.sessionType(c.key, position),
          coachId: ids.coach(c.key),
          ...type,
          position,
        })),
      ),
    );
    await upsert(
      txDb,
      t.courses,
      catalogue.courses.map((c) => ({
        id: ids.course(c.key),
        name: c.name,
        price: c.price,
        overview: c.overview,
        platform: c.platform,
        popularity: c.popularity,
        ...media.course(c.key),
        isApproved: c.isApproved ?? true,
        ...listed(c),
      })),
    );
    await upsert(
      txDb,
      t.guides,
      catalogue.guides.map((g) => ({
        id: ids.guide(g.key),
        name: g.name,
        summary: g.summary,
        ranking: g.ranking,
        upvotes: g.upvotes,
        price: g.price,
        ...media.guide(g.key),
        isApproved: g.isApproved ?? true,
        ...listed(g),
      })),
    );
    await upsert(
      txDb,
      t.subscriptionPackages,
      catalogue.packages.map((p, position) => ({
        id: ids.package(p.key),
        name: p.name,
        description: p.description,
        price: p.price,
        period: "month",
        features: p.features,
        position,
      })),
    );
    await upsert(
      txDb,
      t.teamPlans,
      catalogue.teamPlans.map((p, position) => ({
        id: ids.teamPlan(p.key),
        name: p.name,
        description: p.description,
        price: p.price,
        period: p.period,
        seats: p.seats,
        features: p.features,
        position,
      })),
    );

    const courses = [catalogue.courses, ids.course] as const;
    const guides = [catalogue.guides, ids.guide] as const;
    const coaches = [catalogue.coaches, ids.coach] as const;
    const packages = [catalogue.packages, ids.package] as const;
    const replaced = [
      owned(t.chapters, t.chapters.courseId, courses, (c, courseId) =>
        chapterRows({ courseId }, c.key, c.chapters),
      ),
      owned(t.chapters, t.chapters.guideId, guides, (g, guideId) =>
        chapterRows({ guideId }, g.key, g.chapters),
      ),
      owned(t.testimonials, t.testimonials.coachId, coaches, (c, coachId) =>
        testimonialRows({ coachId }, c.key, c.testimonials),
      ),
      owned(t.testimonials, t.testimonials.guideId, guides, (g, guideId) =>
        testimonialRows({ guideId }, g.key, g.testimonials),
      ),
      owned(t.courseGames, t.courseGames.courseId, courses, (c, courseId) =>
        links({ courseId }, "gameId", c.games.map(ids.game)),
      ),
      owned(t.courseCoaches, t.courseCoaches.courseId, courses, (c, courseId) =>
        links({ courseId }, "coachId", c.coaches.map(ids.coach)),
      ),
      owned(t.coachGames, t.coachGames.coachId, coaches, (c, coachId) =>
        links({ coachId }, "gameId", c.games.map(ids.game)),
      ),
      owned(t.guideGames, t.guideGames.guideId, guides, (g, guideId) =>
        links({ guideId }, "gameId", g.games.map(ids.game)),
      ),
      owned(t.guideCoaches, t.guideCoaches.guideId, guides, (g, guideId) =>
        links({ guideId }, "coachId", g.coaches.map(ids.coach)),
      ),
      owned(t.packageGames, t.packageGames.packageId, packages, (p, packageId) =>
        links({ packageId }, "gameId", p.games.map(ids.game)),
      ),
      owned(t.coachAvailability, t.coachAvailability.coachId, coaches, (c, coachId) =>
        weeklyHours(c.key, coachId, liveOffers[c.key]),
      ),
    ];
    for (const { table, owner, ownerIds } of replaced) await tx.delete(table).where(inArray(owner, ownerIds));
    for (const { table, rows } of replaced) if (rows.length) await tx.insert(table).values(rows);
  });
}

/** On an empty database (no games at all), loads the demo catalogue. Returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.games);
  if ((row?.n ?? 0) > 0) return false;
  await seedCatalogue(db);
  return true;
}
