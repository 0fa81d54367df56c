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
const ids = {
  game: (key: string) => stableId("game", key),
  coach: (key: string) => stableId("coach", key),
  course: (key: string) => stableId("course", key),
  guide: (key: string) => stableId("guide", key),
  package: (key: string) => stableId("package", key),
  teamPlan: (key: string) => stableId("team-plan", key),
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

/** Link rows from an owner to the items `keys` name, in their listed order. */
const links = <Owner extends string, Other extends string>(
  [ownerKey, ownerId]: [Owner, string],
  [otherKey, toId]: [Other, (key: string) => string],
  keys: string[],
) =>
  keys.map(
    (key, position) =>
      ({ [ownerKey]: ownerId, [otherKey]: toId(key), position }) as Record<Owner | Other, string> & {
        position: number;
      },
  );

/** Loads (or refreshes) the demo catalogue in one transaction. */
export async function seedCatalogue(
  db: Database,
  catalogue: DemoCatalogue = demoCatalogue,
  liveOffers: Record<string, DemoLiveOffer> = demoLiveOffers,
): Promise<void> {
  const now = Date.now();
  const added = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);

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
        disabled: g.disabled ?? false,
        ...g.flags,
        createdAt: added(g.addedDaysAgo),
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
        ...c.flags,
        disabled: c.disabled ?? false,
        timeZone: liveOffers[c.key]?.timeZone ?? "Asia/Kolkata",
        createdAt: added(c.addedDaysAgo),
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
        disabled: c.disabled ?? false,
        ...c.flags,
        createdAt: added(c.addedDaysAgo),
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
        disabled: g.disabled ?? false,
        ...g.flags,
        createdAt: added(g.addedDaysAgo),
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

    // Owned rows (chapters, testimonials, links) of seeded items are replaced wholesale.
    const courseIds = catalogue.courses.map((c) => ids.course(c.key));
    const guideIds = catalogue.guides.map((g) => ids.guide(g.key));
    const coachIds = catalogue.coaches.map((c) => ids.coach(c.key));
    const packageIds = catalogue.packages.map((p) => ids.package(p.key));
    await tx.delete(t.chapters).where(inArray(t.chapters.courseId, courseIds));
    await tx.delete(t.chapters).where(inArray(t.chapters.guideId, guideIds));
    await tx.delete(t.testimonials).where(inArray(t.testimonials.coachId, coachIds));
    await tx.delete(t.testimonials).where(inArray(t.testimonials.guideId, guideIds));
    await tx.delete(t.courseGames).where(inArray(t.courseGames.courseId, courseIds));
    await tx.delete(t.courseCoaches).where(inArray(t.courseCoaches.courseId, courseIds));
    await tx.delete(t.coachGames).where(inArray(t.coachGames.coachId, coachIds));
    await tx.delete(t.guideGames).where(inArray(t.guideGames.guideId, guideIds));
    await tx.delete(t.guideCoaches).where(inArray(t.guideCoaches.guideId, guideIds));
    await tx.delete(t.packageGames).where(inArray(t.packageGames.packageId, packageIds));
    await tx.delete(t.coachAvailability).where(inArray(t.coachAvailability.coachId, coachIds));
    const hours = catalogue.coaches.flatMap((c) =>
      Object.entries(liveOffers[c.key]?.week ?? {}).flatMap(([weekday, windows]) =>
        (windows ?? []).map(([startTime, endTime]) => ({
          id: stableId("availability", `${c.key}:${weekday}:${startTime}`),
          coachId: ids.coach(c.key),
          weekday: Number(weekday),
          startTime,
          endTime,
        })),
      ),
    );
    if (hours.length) await tx.insert(t.coachAvailability).values(hours);

    const chapters = [
      ...catalogue.courses.flatMap((c) => chapterRows({ courseId: ids.course(c.key) }, c.key, c.chapters)),
      ...catalogue.guides.flatMap((g) => chapterRows({ guideId: ids.guide(g.key) }, g.key, g.chapters)),
    ];
    const testimonials = [
      ...catalogue.coaches.flatMap((c) =>
        testimonialRows({ coachId: ids.coach(c.key) }, c.key, c.testimonials),
      ),
      ...catalogue.guides.flatMap((g) =>
        testimonialRows({ guideId: ids.guide(g.key) }, g.key, g.testimonials),
      ),
    ];
    if (chapters.length) await tx.insert(t.chapters).values(chapters);
    if (testimonials.length) await tx.insert(t.testimonials).values(testimonials);

    const insertLinks = async <Table extends PgTable>(table: Table, rows: PgInsertValue<Table>[]) => {
      if (rows.length) await tx.insert(table).values(rows);
    };
    await insertLinks(
      t.courseGames,
      catalogue.courses.flatMap((c) => links(["courseId", ids.course(c.key)], ["gameId", ids.game], c.games)),
    );
    await insertLinks(
      t.courseCoaches,
      catalogue.courses.flatMap((c) =>
        links(["courseId", ids.course(c.key)], ["coachId", ids.coach], c.coaches),
      ),
    );
    await insertLinks(
      t.coachGames,
      catalogue.coaches.flatMap((c) => links(["coachId", ids.coach(c.key)], ["gameId", ids.game], c.games)),
    );
    await insertLinks(
      t.guideGames,
      catalogue.guides.flatMap((g) => links(["guideId", ids.guide(g.key)], ["gameId", ids.game], g.games)),
    );
    await insertLinks(
      t.guideCoaches,
      catalogue.guides.flatMap((g) =>
        links(["guideId", ids.guide(g.key)], ["coachId", ids.coach], g.coaches),
      ),
    );
    await insertLinks(
      t.packageGames,
      catalogue.packages.flatMap((p) =>
        links(["packageId", ids.package(p.key)], ["gameId", ids.game], p.games),
      ),
    );
  });
}

/** On an empty database (no games at all), loads the demo catalogue. Returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.games);
  if ((row?.n ?? 0) > 0) return false;
  await seedCatalogue(db);
  return true;
}
