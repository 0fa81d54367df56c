import { type EditorInput, editorMessages } from "@clutch/contract";
import { asc, eq, inArray } from "drizzle-orm";
import * as t from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { coachLink, gameLink, linkOf } from "../editor/links";
import type { Executor } from "../editor/table";

const m = editorMessages;

type ChapterInput = EditorInput<"courses">["chapters"][number];
type TestimonialInput = EditorInput<"coaches">["testimonials"][number];

/** The link tables of the catalogue's kinds, as the console replaces them. */
export const links = {
  courseGames: linkOf({
    ...gameLink,
    table: t.courseGames,
    owner: t.courseGames.courseId,
    target: t.courseGames.gameId,
    position: t.courseGames.position,
    row: (courseId, gameId, position) => ({ courseId, gameId, position }),
  }),
  courseCoaches: linkOf({
    ...coachLink,
    table: t.courseCoaches,
    owner: t.courseCoaches.courseId,
    target: t.courseCoaches.coachId,
    position: t.courseCoaches.position,
    row: (courseId, coachId, position) => ({ courseId, coachId, position }),
  }),
  coachGames: linkOf({
    ...gameLink,
    table: t.coachGames,
    owner: t.coachGames.coachId,
    target: t.coachGames.gameId,
    position: t.coachGames.position,
    row: (coachId, gameId, position) => ({ coachId, gameId, position }),
  }),
  guideGames: linkOf({
    ...gameLink,
    table: t.guideGames,
    owner: t.guideGames.guideId,
    target: t.guideGames.gameId,
    position: t.guideGames.position,
    row: (guideId, gameId, position) => ({ guideId, gameId, position }),
  }),
  guideCoaches: linkOf({
    ...coachLink,
    table: t.guideCoaches,
    owner: t.guideCoaches.guideId,
    target: t.guideCoaches.coachId,
    position: t.guideCoaches.position,
    row: (guideId, coachId, position) => ({ guideId, coachId, position }),
  }),
};

type ChapterOwner = "course" | "guide";
const chapterOwnerColumn = (owner: ChapterOwner) =>
  owner === "course" ? t.chapters.courseId : t.chapters.guideId;

/** Every chapter of a course or guide (approved or not), in order. */
export async function chaptersOf(db: Executor, owner: ChapterOwner, ownerId: string) {
  const rows = await db
    .select()
    .from(t.chapters)
    .where(eq(chapterOwnerColumn(owner), ownerId))
    .orderBy(asc(t.chapters.position));
  return rows.map(({ id, name, image, summary, description, videoLink, isApproved }) => ({
    _id: id,
    name,
    image,
    summary,
    description,
    videoLink,
    isApproved,
  }));
}

/**
 * Makes the item's chapters the given ones, in their order: a chapter with an `_id` is that
 * chapter changed (it must be one of this item's), one without is new, and the item's chapters
 * that are not listed are deleted.
 */
export async function replaceChapters(
  db: Executor,
  owner: ChapterOwner,
  ownerId: string,
  chapters: ChapterInput[],
) {
  const column = chapterOwnerColumn(owner);
  const existing = new Set(
    (await db.select({ id: t.chapters.id }).from(t.chapters).where(eq(column, ownerId))).map((row) => row.id),
  );
  const kept = new Set<string>();
  chapters.forEach(({ _id }, index) => {
    if (!_id) return;
    if (!existing.has(_id) || kept.has(_id)) {
      throw badRequest(m.unknownChapter, [{ path: `chapters.${index}._id`, message: m.unknownChapter }]);
    }
    kept.add(_id);
  });
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) await db.delete(t.chapters).where(inArray(t.chapters.id, removed));

  const ownerKey = owner === "course" ? { courseId: ownerId } : { guideId: ownerId };
  const added = [];
  for (const [position, { _id, ...fields }] of chapters.entries()) {
    if (_id)
      await db
        .update(t.chapters)
        .set({ ...fields, position })
        .where(eq(t.chapters.id, _id));
    else added.push({ ...fields, ...ownerKey, position });
  }
  if (added.length > 0) await db.insert(t.chapters).values(added);
}

type TestimonialOwner = "coach" | "guide";
const testimonialOwnerColumn = (owner: TestimonialOwner) =>
  owner === "coach" ? t.testimonials.coachId : t.testimonials.guideId;

export async function testimonialsOf(db: Executor, owner: TestimonialOwner, ownerId: string) {
  const rows = await db
    .select()
    .from(t.testimonials)
    .where(eq(testimonialOwnerColumn(owner), ownerId))
    .orderBy(asc(t.testimonials.position));
  return rows.map(({ text, image, author }) => ({ text, image, ...(author ? { author } : {}) }));
}

/** Makes the item's testimonials the given ones, in their order. */
export async function replaceTestimonials(
  db: Executor,
  owner: TestimonialOwner,
  ownerId: string,
  testimonials: TestimonialInput[],
) {
  await db.delete(t.testimonials).where(eq(testimonialOwnerColumn(owner), ownerId));
  if (testimonials.length === 0) return;
  const ownerKey = owner === "coach" ? { coachId: ownerId } : { guideId: ownerId };
  await db.insert(t.testimonials).values(
    testimonials.map(({ text, image, author }, position) => ({
      text,
      image,
      author: author || null,
      ...ownerKey,
      position,
    })),
  );
}
