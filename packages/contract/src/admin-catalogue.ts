// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { SESSION_LEVELS } from "./catalogue";
import {
  COACH_FLAGS,
  COURSE_FLAGS,
  GAME_FLAGS,
  GUIDE_FLAGS,
  MAX_COACH_TESTIMONIALS,
} from "./catalogue-rules";
import { PageMetaSchema, PlatformSchema } from "./common";
import { editorMessages } from "./editor-messages";
import { EDITOR_STATUSES, type EditorKind } from "./part-constants";
import { VersionedSaveSchema } from "./versions";

// Reached through this module, not the index: see part-constants.ts.
export * from "./part-constants";

/** Re-exported here, not by the index: a module with zod keeps them off a learner's start-up path. */
export { editorMessages };

/**
 * The operators' console's catalogue: what an operator sends to create or change an item, and what
 * the console is answered. The same schemas check a form in the browser and the call on the server,
 * so both say the same words (editorMessages).
 */
const m = editorMessages;

const ITEM_LIMITS = { name: 120, short: 300, long: 10_000, list: 50 } as const;

const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong(max));
const optionalText = (max: number) => z.string({ error: m.required }).trim().max(max, m.tooLong(max));
const count = (max = 1_000_000_000) =>
  z.coerce
    .number({ error: m.wholeNumber })
    .int(m.wholeNumber)
    .min(0, m.wholeNumber)
    .max(max, m.numberTooLarge(max));
/** Prices are whole rupees. */
const price = () => count(10_000_000);
const stringList = (itemMax: number, max: number = ITEM_LIMITS.list) =>
  z.array(requiredText(itemMax)).max(max, m.tooMany(max));
const idList = () => z.array(z.string().min(1).max(64)).max(ITEM_LIMITS.list, m.tooMany(ITEM_LIMITS.list));

/**
 * Where the site's images live: an uploaded one (`/uploads/images/...`) or the demo's. Never another
 * host: the pages' Content Security Policy loads images from the site only, and a third-party image
 * would tell that host who reads the catalogue.
 */
const IMAGE_URL = /^\/(uploads|media|img)\/[A-Za-z0-9/_.-]{1,300}$/;
const imageUrl = () => z.string({ error: m.image }).trim().regex(IMAGE_URL, m.image);
/** A chapter's video: none yet (""), an uploaded private video (`private:<name>`), or https. */
const VIDEO_LINK = /^(|private:[A-Za-z0-9][A-Za-z0-9_.-]{0,199}|https:\/\/\S{1,2000})$/;
const videoLink = () => z.string({ error: m.videoLink }).trim().regex(VIDEO_LINK, m.videoLink);

/** An IANA time zone the runtime knows (the same check in the browser and on the server). */
function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const flags = <F extends string>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, z.boolean().default(false)])) as Record<
    F,
    z.ZodDefault<z.ZodBoolean>
  >;

/**
 * An item's approval in its input: given, it is set (on create and on edit); left out, a new item
 * starts unapproved and an edited one keeps its approval.
 */
const itemApproval = () => z.boolean().optional();

const TestimonialInputSchema = z.object({
  text: requiredText(ITEM_LIMITS.long),
  image: imageUrl(),
  author: optionalText(ITEM_LIMITS.name).optional(),
});

const ChapterInputSchema = z.object({
  /** Present for a chapter that exists; a new one has none. */
  _id: z.string().max(64).optional(),
  name: requiredText(ITEM_LIMITS.name),
  image: imageUrl(),
  summary: requiredText(ITEM_LIMITS.short),
  description: requiredText(ITEM_LIMITS.long),
  videoLink: videoLink(),
  isApproved: z.boolean().default(false),
});

const GameInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  platform: PlatformSchema,
  summary: requiredText(ITEM_LIMITS.long),
  popularity: count(),
  headerImage: imageUrl(),
  gameLogo: imageUrl(),
  hexagonThinImage: imageUrl(),
  isApproved: itemApproval(),
  ...flags(GAME_FLAGS),
});

const CoachInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  bio: requiredText(ITEM_LIMITS.long),
  rating: z.coerce.number({ error: m.rating }).min(0, m.rating).max(5, m.rating),
  popularity: count(),
  student: count(),
  achievements: optionalText(ITEM_LIMITS.long),
  country: optionalText(ITEM_LIMITS.name),
  areaOfoperation: optionalText(ITEM_LIMITS.name),
  motableTeams: stringList(ITEM_LIMITS.name),
  platform: PlatformSchema,
  headerImage: imageUrl(),
  hexagonHorImage: imageUrl(),
  hexagonVerImage: imageUrl(),
  timeZone: z.string({ error: m.timeZone }).trim().refine(isTimeZone, m.timeZone),
  ...flags(COACH_FLAGS),
  games: idList(),
  testimonials: z
    .array(TestimonialInputSchema)
    .max(MAX_COACH_TESTIMONIALS, m.tooMany(MAX_COACH_TESTIMONIALS)),
});

const CourseInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  price: price(),
  overview: requiredText(ITEM_LIMITS.long),
  headerImage: imageUrl(),
  hexagonImage: imageUrl(),
  platform: PlatformSchema,
  popularity: count(),
  isApproved: itemApproval(),
  ...flags(COURSE_FLAGS),
  games: idList(),
  coaches: idList(),
  /** In the order learners see them. */
  chapters: z.array(ChapterInputSchema).max(200, m.tooMany(200)),
});

const GuideInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  summary: requiredText(ITEM_LIMITS.long),
  ranking: count(),
  upvotes: count(),
  price: price(),
  headerImage: imageUrl(),
  isApproved: itemApproval(),
  ...flags(GUIDE_FLAGS),
  games: idList(),
  coaches: idList(),
  chapters: z.array(ChapterInputSchema).max(200, m.tooMany(200)),
  testimonials: z.array(TestimonialInputSchema).max(ITEM_LIMITS.list, m.tooMany(ITEM_LIMITS.list)),
});

const PackageInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  description: requiredText(ITEM_LIMITS.long),
  price: price(),
  features: stringList(ITEM_LIMITS.short),
  games: idList(),
  /** Where it is listed: lower first. */
  position: count(10_000),
});

const TeamPlanInputSchema = z.object({
  name: requiredText(ITEM_LIMITS.name),
  description: requiredText(ITEM_LIMITS.long),
  price: price(),
  seats: z.coerce.number({ error: m.seats }).int(m.seats).min(1, m.seats).max(1000, m.seats),
  features: stringList(ITEM_LIMITS.short),
  position: count(10_000),
});

/** What the console sends to create or replace an item of each kind. */
export const EDITOR_INPUT_SCHEMAS = {
  games: GameInputSchema,
  coaches: CoachInputSchema,
  courses: CourseInputSchema,
  guides: GuideInputSchema,
  packages: PackageInputSchema,
  "team-plans": TeamPlanInputSchema,
} as const satisfies Record<EditorKind, z.ZodObject>;
export type EditorInput<K extends EditorKind> = z.output<(typeof EDITOR_INPUT_SCHEMAS)[K]>;

/** What every item has besides its own fields: its id and where it stands. */
const editorState = {
  _id: z.string(),
  /** Null for kinds that are not approved (coaches, packages, team plans). */
  isApproved: z.boolean().nullable(),
  disabled: z.boolean(),
  /** Set when the item was deleted (soft: owners keep it; the public never sees it again). */
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Bumped by every change; a save sends back the version it loaded (409 CONFLICT when stale). */
  version: z.number().int(),
};

const ChapterEditorSchema = ChapterInputSchema.extend({ _id: z.string() });

/** An item as the console edits it: its input fields (with `isApproved` as state) and its state. */
export const EDITOR_ITEM_SCHEMAS = {
  games: GameInputSchema.omit({ isApproved: true }).extend(editorState),
  coaches: CoachInputSchema.extend(editorState),
  courses: CourseInputSchema.omit({ isApproved: true })
    .extend(editorState)
    .extend({ chapters: z.array(ChapterEditorSchema) }),
  guides: GuideInputSchema.omit({ isApproved: true })
    .extend(editorState)
    .extend({ chapters: z.array(ChapterEditorSchema) }),
  packages: PackageInputSchema.extend(editorState),
  "team-plans": TeamPlanInputSchema.extend(editorState),
} as const satisfies Record<EditorKind, z.ZodObject>;
export type EditorItem<K extends EditorKind> = z.output<(typeof EDITOR_ITEM_SCHEMAS)[K]>;

export const EditorListQuerySchema = z.object({
  /** Matches the name (any part, any case). */
  q: z.string().trim().max(100).optional(),
  /**
   * `all` (not deleted), `live` (what the public sees), `pending` (waiting for approval),
   * `disabled`, `deleted`.
   */
  status: z.enum(EDITOR_STATUSES).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type EditorListQuery = z.input<typeof EditorListQuerySchema>;

/** A row of the console's lists: the same for every kind, so one table shows them all. */
const EditorRowSchema = z.object({
  ...editorState,
  name: z.string(),
  /** The kind's platform, when it has one. */
  platform: PlatformSchema.nullable(),
  /** The kind's price in rupees, when it has one. */
  price: z.number().int().nullable(),
});
export type EditorRow = z.infer<typeof EditorRowSchema>;

export const EditorListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(EditorRowSchema),
  meta: PageMetaSchema,
});
export const editorItemResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: item });

/** Approve or unapprove, disable or enable an item: at least one of the two. */
export const EditorStateRequestSchema = z
  .object({ isApproved: z.boolean().optional(), disabled: z.boolean().optional() })
  .refine((body) => body.isApproved !== undefined || body.disabled !== undefined, m.stateRequired);

// ---------------------------------------------------------------- a coach's sessions and hours

export const SessionTypeInputSchema = z.object({
  _id: z.string().max(64).optional(),
  level: z.enum(SESSION_LEVELS, { error: m.level }),
  title: requiredText(ITEM_LIMITS.name),
  price: z.coerce
    .number({ error: m.sessionPrice })
    .int(m.sessionPrice)
    .min(1, m.sessionPrice)
    .max(10_000_000),
  durationMinutes: z.coerce
    .number({ error: m.duration })
    .int(m.duration)
    .min(15, m.duration)
    .max(240, m.duration)
    .refine((minutes) => minutes % 15 === 0, m.duration),
  topicsCovered: stringList(ITEM_LIMITS.name, 20),
});

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WeeklyHoursSchema = z
  .object({
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: z.coerce.number({ error: m.weekday }).int(m.weekday).min(1, m.weekday).max(7, m.weekday),
    startTime: z.string({ error: m.localTime }).regex(LOCAL_TIME, m.localTime),
    /** `24:00` for until midnight. */
    endTime: z.string({ error: m.localTime }).regex(new RegExp(`${LOCAL_TIME.source}|^24:00$`), m.localTime),
  })
  .refine((hours) => hours.startTime < hours.endTime, { message: m.endAfterStart, path: ["endTime"] });

const overlaps = (hours: z.infer<typeof WeeklyHoursSchema>[]) =>
  hours.some((a, i) =>
    hours.some(
      (b, j) => i < j && a.weekday === b.weekday && a.startTime < b.endTime && b.startTime < a.endTime,
    ),
  );

/** A week of hours: at most 70 periods, none overlapping another on its day. */
export const WeeklyHoursListSchema = z
  .array(WeeklyHoursSchema)
  .max(70, m.tooMany(70))
  .refine((hours) => !overlaps(hours), m.hoursOverlap);
export type WeeklyHours = z.output<typeof WeeklyHoursSchema>;

/** A coach's offer: the kinds of session they sell and their weekly hours (in the coach's zone). */
export const CoachScheduleSchema = z.object({
  sessionTypes: z.array(SessionTypeInputSchema).max(20, m.tooMany(20)),
  weeklyHours: WeeklyHoursListSchema,
});
export type CoachSchedule = z.output<typeof CoachScheduleSchema>;
/** A save of the offer: the form's fields and the schedule's `version` it loaded. */
export const CoachScheduleRequestSchema = CoachScheduleSchema.extend(VersionedSaveSchema.shape);

export const CoachScheduleResponseSchema = z.object({
  success: z.literal(true),
  data: CoachScheduleSchema.extend({
    sessionTypes: z.array(SessionTypeInputSchema.extend({ _id: z.string() })),
    timeZone: z.string(),
    /** The coach's schedule version (session types and weekly hours, from the console or the workspace). */
    version: z.number().int(),
  }),
});

// ---------------------------------------------------------------- uploads

/** The largest image file an operator may upload, in MB. */
export const IMAGE_UPLOAD_MAX_MB = 15;

export const ImageUploadResponseSchema = z.object({
  success: z.literal(true),
  /** The largest stored width: what an item's image field holds. */
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const VideoUploadResponseSchema = z.object({
  success: z.literal(true),
  /** What a chapter's `videoLink` holds: `private:<name>`, served only to owners. */
  videoLink: z.string(),
  size: z.number().int(),
});
