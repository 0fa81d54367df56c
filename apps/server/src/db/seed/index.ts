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
function weeklyHours(coachKey: string, offer: DemoLiveOffer | undefined) {
  return Object.entries(offer?.week ?? {}).flatMap(([weekday, windows]) =>
    (windows ?? []).map(([startTime, endTime]) => ({
      id: stableId("availability", `${coachKey}:${weekday}:${startTime}`),
      coachId: ids.coach(coachKey),
      weekday: Number(weekday),
      startTime,
      endTime,
    })),
  );
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

/** Rows that belong to seeded items (their chapters, testimonials, links, weekly hours): replaced wholesale. */
interface OwnedRows<T extends PgTable = PgTable> {
  table: T;
  /** The column naming the owner, and the owners whose rows these are. */
  owner: AnyPgColumn;
  ownerIds: string[];
  rows: PgInsertValue<T>[];
}
const owned = <T extends PgTable>(
  table: T,
  owner: AnyPgColumn,
  ownerIds: string[],
  rows: PgInsertValue<T>[],
): OwnedRows => ({ table, owner, ownerIds, rows }) as OwnedRows;

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

    const courseIds = catalogue.courses.map((c) => ids.course(c.key));
    const guideIds = catalogue.guides.map((g) => ids.guide(g.key));
    const coachIds = catalogue.coaches.map((c) => ids.coach(c.key));
    const packageIds = catalogue.packages.map((p) => ids.package(p.key));
    const { courses, guides, coaches, packages } = catalogue;
    const replaced = [
      owned(
        t.chapters,
        t.chapters.courseId,
        courseIds,
        courses.flatMap((c) => chapterRows({ courseId: ids.course(c.key) }, c.key, c.chapters)),
      ),
      owned(
        t.chapters,
        t.chapters.guideId,
        guideIds,
        guides.flatMap((g) => chapterRows({ guideId: ids.guide(g.key) }, g.key, g.chapters)),
      ),
      owned(
        t.testimonials,
        t.testimonials.coachId,
        coachIds,
        coaches.flatMap((c) => testimonialRows({ coachId: ids.coach(c.key) }, c.key, c.testimonials)),
      ),
      owned(
        t.testimonials,
        t.testimonials.guideId,
        guideIds,
        guides.flatMap((g) => testimonialRows({ guideId: ids.guide(g.key) }, g.key, g.testimonials)),
      ),
      owned(
        t.courseGames,
        t.courseGames.courseId,
        courseIds,
        courses.flatMap((c) => links(["courseId", ids.course(c.key)], ["gameId", ids.game], c.games)),
      ),
      owned(
        t.courseCoaches,
        t.courseCoaches.courseId,
        courseIds,
        courses.flatMap((c) => links(["courseId", ids.course(c.key)], ["coachId", ids.coach], c.coaches)),
      ),
      owned(
        t.coachGames,
        t.coachGames.coachId,
        coachIds,
        coaches.flatMap((c) => links(["coachId", ids.coach(c.key)], ["gameId", ids.game], c.games)),
      ),
      owned(
        t.guideGames,
        t.guideGames.guideId,
        guideIds,
        guides.flatMap((g) => links(["guideId", ids.guide(g.key)], ["gameId", ids.game], g.games)),
      ),
      owned(
        t.guideCoaches,
        t.guideCoaches.guideId,
        guideIds,
        guides.flatMap((g) => links(["guideId", ids.guide(g.key)], ["coachId", ids.coach], g.coaches)),
      ),
      owned(
        t.packageGames,
        t.packageGames.packageId,
        packageIds,
        packages.flatMap((p) => links(["packageId", ids.package(p.key)], ["gameId", ids.game], p.games)),
      ),
      owned(
        t.coachAvailability,
        t.coachAvailability.coachId,
        coachIds,
        coaches.flatMap((c) => weeklyHours(c.key, liveOffers[c.key])),
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
