// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import {
  COACH_FLAGS,
  COURSE_FLAGS,
  GAME_FLAGS,
  GUIDE_FLAGS,
  LIST_LIMIT_MAX,
  MAX_COACH_TESTIMONIALS,
  SORTS,
} from "./catalogue-rules";
import { PageMetaSchema, PlatformSchema } from "./common";

export const GameRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gameLogo: z.string(),
  hexagonThinImage: z.string(),
  platform: PlatformSchema,
});
export const CoachRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number(),
  popularity: z.number().int(),
  hexagonHorImage: z.string(),
  hexagonVerImage: z.string(),
  headerImage: z.string(),
  country: z.string(),
});
const CourseRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int(),
  hexagonImage: z.string(),
  headerImage: z.string(),
  platform: PlatformSchema,
  popularity: z.number().int(),
});
const GuideRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int(),
  headerImage: z.string(),
  ranking: z.number().int(),
  upvotes: z.number().int(),
});

const TestimonialSchema = z.object({
  text: z.string(),
  image: z.string(),
  author: z.string().optional(),
});
/** What anyone may see of a chapter: no video link, no full description. */
const ChapterOutlineSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  summary: z.string(),
});
const ChapterSchema = ChapterOutlineSchema.extend({
  description: z.string(),
  videoLink: z.string(),
  isApproved: z.boolean(),
});

/** A boolean field for each flag of a kind. */
const flagShape = <F extends string>(flags: readonly F[]) =>
  Object.fromEntries(flags.map((flag) => [flag, z.boolean()])) as Record<F, z.ZodBoolean>;

export const GameSchema = z.object({
  _id: z.string(),
  name: z.string(),
  platform: PlatformSchema,
  headerImage: z.string(),
  summary: z.string(),
  popularity: z.number().int(),
  gameLogo: z.string(),
  hexagonThinImage: z.string(),
  isApproved: z.boolean(),
  disabled: z.boolean(),
  ...flagShape(GAME_FLAGS),
  coaches: z.array(CoachRefSchema),
  courses: z.array(CourseRefSchema),
});
export const CourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int(),
  overview: z.string(),
  headerImage: z.string(),
  hexagonImage: z.string(),
  platform: PlatformSchema,
  popularity: z.number().int(),
  isApproved: z.boolean(),
  disabled: z.boolean(),
  ...flagShape(COURSE_FLAGS),
  chapters: z.array(ChapterOutlineSchema),
  coaches: z.array(CoachRefSchema),
  games: z.array(GameRefSchema),
});
export const SESSION_LEVELS = ["Beginner", "Intermediate", "Advanced", "Pro"] as const;
export type SessionLevel = (typeof SESSION_LEVELS)[number];

/** A kind of live session a coach offers (docs/product.md#live-sessions). */
const SessionTypeSchema = z.object({
  _id: z.string(),
  level: z.enum(SESSION_LEVELS),
  title: z.string(),
  price: z.number().int(),
  durationMinutes: z.number().int(),
  topicsCovered: z.array(z.string()),
});
export type SessionType = z.infer<typeof SessionTypeSchema>;

export const CoachSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bio: z.string(),
  rating: z.number().min(0).max(5),
  popularity: z.number().int(),
  student: z.number().int(),
  achievements: z.string(),
  country: z.string(),
  areaOfoperation: z.string(),
  motableTeams: z.array(z.string()),
  testimonials: z.array(TestimonialSchema).max(MAX_COACH_TESTIMONIALS),
  courses: z.array(CourseRefSchema),
  games: z.array(GameRefSchema),
  platform: PlatformSchema,
  hexagonHorImage: z.string(),
  hexagonVerImage: z.string(),
  headerImage: z.string(),
  ...flagShape(COACH_FLAGS),
  disabled: z.boolean(),
  /** The coach's IANA time zone: their weekly hours and sessions' local times are in it. */
  timeZone: z.string(),
  sessionTypes: z.array(SessionTypeSchema),
});
export const GuideSchema = z.object({
  _id: z.string(),
  name: z.string(),
  summary: z.string(),
  ranking: z.number().int(),
  upvotes: z.number().int(),
  price: z.number().int(),
  headerImage: z.string(),
  isApproved: z.boolean(),
  disabled: z.boolean(),
  ...flagShape(GUIDE_FLAGS),
  chapters: z.array(ChapterOutlineSchema),
  testimonials: z.array(TestimonialSchema),
  coaches: z.array(CoachRefSchema),
  games: z.array(GameRefSchema),
});

export type GameRef = z.infer<typeof GameRefSchema>;
export type CoachRef = z.infer<typeof CoachRefSchema>;
export type CourseRef = z.infer<typeof CourseRefSchema>;
export type GuideRef = z.infer<typeof GuideRefSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type ChapterOutline = z.infer<typeof ChapterOutlineSchema>;
export type Chapter = z.infer<typeof ChapterSchema>;
export type Game = z.infer<typeof GameSchema>;
export type Course = z.infer<typeof CourseSchema>;
export type Coach = z.infer<typeof CoachSchema>;
export type Guide = z.infer<typeof GuideSchema>;

/** Query string of every catalogue list (docs/product.md#catalogue); `flag` is checked per kind. */
export const ListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  platform: PlatformSchema.optional(),
  game: z.string().max(64).optional(),
  coach: z.string().max(64).optional(),
  flag: z.string().max(40).optional(),
  sort: z.enum(SORTS).default("popularity"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: PageMetaSchema });
}
export function detailResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item });
}
export type ListResponse<T> = { success: true; data: T[]; meta: z.infer<typeof PageMetaSchema> };

/** Full chapters of an item the user may read: owned, or free (docs/product.md#owned-content). */
export const OwnedChaptersResponseSchema = z.object({
  success: z.literal(true),
  chapters: z.array(ChapterSchema),
});
