import { randomUUID } from "node:crypto";
import {
  ORDER_STATES,
  type OrderState,
  PAID_ORDER_STATES,
  SESSIONLESS_ORDER_STATES,
  UNSETTLED_ORDER_STATES,
  USER_ROLES,
} from "@clutch/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const flag = (name: string) => boolean(name).notNull().default(false);
/**
 * Set when an operator deleted the item: a soft delete. A deleted item is also disabled (a CHECK
 * says so), so the public rules need no change; purchases and bookings keep pointing at it.
 */
const deletedAt = () => timestamp("deleted_at", { withTimezone: true });
/**
 * Bumped by every change an operator saves (docs/security.md, "Two operators on one item"): a save
 * names the version it loaded and is refused when the row has moved on.
 */
const editVersion = () => integer("version").notNull().default(1);
const deletedIsDisabled = (table: string, t: { deletedAt: AnyPgColumn; disabled: AnyPgColumn }) =>
  check(`${table}_deleted_disabled`, sql`${t.deletedAt} is null or ${t.disabled}`);
/**
 * A catalogue item's public answer as the database last built it (`wire`), and which build of the
 * answer's statement made it (`wireShape`). Triggers clear both whenever anything the answer shows
 * changes; reads use the stored answer only when its shape is the running server's
 * (docs/decisions/041-stored-catalogue-answers.md).
 */
const storedAnswer = () => ({ wire: json("wire"), wireShape: text("wire_shape") });
/**
 * The ids of the games an item is linked to, kept from its links by a trigger (migration 0018): a
 * list filtered by a game tests them in the default order's index rather than looking up a link for
 * every row it walks (docs/decisions/057-an-items-games-on-its-row.md).
 */
const linkedGames = () => ({ gameIds: text("game_ids").array().notNull().default(sql`'{}'::text[]`) });
const platformCheck = (column: string) => sql.raw(`${column} in ('Mobile', 'PC', 'Console')`);
/** `('a', 'b')`: a list written out, as a CHECK or an index's condition needs it. */
const listOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);
/**
 * One partial index per flag (the list `flag` filter), over the visible rows, in the default order.
 * `sortColumn` is the default sort (popularity; upvotes for guides).
 */
const flagIndexes = (
  table: string,
  sortColumn: ExtraConfigColumn,
  flags: Record<string, ExtraConfigColumn>,
  visibility: string,
) =>
  Object.entries(flags).map(([name, column]) =>
    index(`${table}_flag_${name}`)
      .on(sortColumn.desc())
      .where(sql`${column} and ${sql.raw(visibility)}`),
  );

/**
 * One partial index per list sort besides popularity, over the visible rows, in the list's exact
 * order (the id breaks ties): a page is then read off the index instead of sorting every match.
 */
const sortIndexes = (
  table: string,
  t: {
    id: ExtraConfigColumn;
    name: ExtraConfigColumn;
    createdAt: ExtraConfigColumn;
    price?: ExtraConfigColumn;
  },
  visibility: string,
) => {
  const where = sql.raw(visibility);
  return [
    index(`${table}_visible_name`).on(sql`lower(${t.name})`, t.id).where(where),
    index(`${table}_visible_newest`).on(t.createdAt.desc(), t.id).where(where),
    ...(t.price ? [index(`${table}_visible_price`).on(t.price, t.id).where(where)] : []),
  ];
};

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Bumped on every password change or reset; tokens carry it, so older tokens stop working. */
    passwordVersion: integer("password_version").notNull().default(1),
    role: text("role").notNull().default("user"),
    /** Roles besides learning (admin, coach); granted only by the `admin` command, never by a call. */
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    /** The coach profile a coach account runs. */
    coachId: text("coach_id").references((): AnyPgColumn => coaches.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    countryCode: text("country_code").notNull().default(""),
    age: text("age").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    country: text("country").notNull().default(""),
    gender: text("gender").notNull().default("Select"),
    profileImage: text("profile_image"),
    interestedInCoaching1v1: boolean("interested_in_coaching_1v1").notNull().default(false),
    interestedInCoachingTeam: boolean("interested_in_coaching_team").notNull().default(false),
    /** Set when the preferences dialog was first saved (the `additionalInfo` indicator). */
    preferencesSavedAt: timestamp("preferences_saved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // One account runs a coach profile, and an account runs a profile exactly when it is a coach.
    uniqueIndex("users_coach_unique").on(t.coachId),
    check("users_coach_role", sql`(${t.coachId} is not null) = ('coach' = any(${t.roles}))`),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_role", sql`${t.role} = 'user'`),
    check(
      "users_roles",
      sql`${t.roles} <@ array${sql.raw(`[${USER_ROLES.map((r) => `'${r}'`).join(", ")}]`)}::text[]`,
    ),
    check("users_gender", sql`${t.gender} in ('Select', 'Male', 'Female', 'Others')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const userGameInterests = pgTable(
  "user_game_interests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index("user_game_interests_game").on(t.gameId)],
);

/** E-mailed one-time codes; one live code per user and purpose, stored hashed. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_codes_user_purpose").on(t.userId, t.purpose),
    check("one_time_codes_purpose", sql`${t.purpose} in ('verify-email', 'reset-password')`),
    check("one_time_codes_attempts", sql`${t.failedAttempts} >= 0`),
  ],
);

/**
 * Sign-ups waiting for their e-mailed code. Each attempt keeps its own password hash and code, and
 * is bound to the browser that made it by a cookie (only its hash is stored), so one attempt can
 * never complete, change or cancel another; the account (a `users` row) exists only once a code was
 * entered. See docs/security.md.
 */
export const registrationAttempts = pgTable(
  "registration_attempts",
  {
    id: id(),
    email: text("email").notNull(),
    /** SHA-256 of the attempt cookie's random value. */
    cookieHash: text("cookie_hash").notNull(),
    passwordHash: text("password_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("registration_attempts_cookie").on(t.cookieHash),
    index("registration_attempts_email").on(t.email, t.createdAt.desc()),
    index("registration_attempts_expires").on(t.expiresAt),
    check("registration_attempts_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("registration_attempts_attempts", sql`${t.failedAttempts} >= 0`),
  ],
);

/**
 * Fixed-window counters of the limits that must survive a restart (code e-mails per address and
 * per client, failed sign-ins per client). One row per key, updated in one atomic statement.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [index("rate_counters_window").on(t.windowStartedAt)],
);

// ---------------------------------------------------------------- operators

/**
 * An operator's TOTP second factor (RFC 6238). The secret is kept encrypted (AES-256-GCM under a
 * key derived from the server secret) and never answered after set-up. `lastUsedStep` is the time
 * step of the last accepted code, so a code never works twice. A new set-up gets a new id, which
 * console sessions carry, so a reset ends them.
 */
export const adminSecondFactors = pgTable("admin_second_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  id: text("id").notNull(),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/**
 * Console sessions (the proof of a second-factor code): the session JWT carries the row's id, and
 * a session counts only while its row is not ended. Signing out of the console, a second-factor
 * reset and a revoke end them (decision 061).
 */
export const adminConsoleSessions = pgTable(
  "admin_console_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    factorId: text("factor_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("admin_console_sessions_user").on(t.userId)],
);

/** Single-use recovery codes of an operator's second factor, stored as keyed hashes. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_user_code").on(t.userId, t.codeHash)],
);

/**
 * The audit trail: every change made through the console and every role change from the command
 * line. Append-only: a trigger (migration 0009) refuses UPDATE, DELETE and TRUNCATE, and the
 * application only inserts. The actor is kept as it was (no foreign key), so a row outlives changes
 * to the account.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** `user` (a signed-in operator) or `cli` (the `admin` command). */
    actorType: text("actor_type").notNull(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email"),
    /** What was done, `<entity>.<verb>`: `role.granted`, `second-factor.set-up`, `course.updated`... */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    clientAddress: text("client_address"),
  },
  (t) => [
    check("audit_events_actor_type", sql`${t.actorType} in ('user', 'cli')`),
    index("audit_events_occurred").on(t.occurredAt.desc(), t.id.desc()),
    index("audit_events_actor").on(t.actorUserId, t.occurredAt.desc()),
    index("audit_events_entity").on(t.entityType, t.entityId, t.occurredAt.desc()),
    index("audit_events_action").on(t.action, t.occurredAt.desc()),
  ],
);

// ---------------------------------------------------------------- catalogue

export const games = pgTable(
  "games",
  {
    id: id(),
    name: text("name").notNull(),
    platform: text("platform").notNull(),
    summary: text("summary").notNull(),
    popularity: integer("popularity").notNull().default(0),
    headerImage: text("header_image").notNull(),
    gameLogo: text("game_logo").notNull(),
    hexagonThinImage: text("hexagon_thin_image").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    newGameFlag: flag("new_game_flag"),
    topGameFlag: flag("top_game_flag"),
    trendingGameFlag: flag("trending_game_flag"),
    high1GameFlag: flag("high1_game_flag"),
    high2GameFlag: flag("high2_game_flag"),
    high3GameFlag: flag("high3_game_flag"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    version: editVersion(),
    ...storedAnswer(),
  },
  (t) => [
    check("games_platform", platformCheck("platform")),
    deletedIsDisabled("games", t),
    check("games_popularity", sql`${t.popularity} >= 0`),
    // The name after the id (which already orders every row): a search with many matches walks this
    // order testing each name, and reads the names here rather than from the rows. So for each kind's
    // default order below, where the item's games follow for the same reason: a game's list tests
    // them there.
    index("games_visible_popularity")
      .on(t.popularity.desc(), t.id, t.name)
      .where(sql`is_approved and not disabled`),
    index("games_name").on(sql`lower(${t.name})`),
    index("games_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("games_platform").on(t.platform),
    index("games_created").on(t.createdAt.desc()),
    ...sortIndexes("games", t, "is_approved and not disabled"),
    ...flagIndexes(
      "games",
      t.popularity,
      {
        new: t.newGameFlag,
        top: t.topGameFlag,
        trending: t.trendingGameFlag,
        high1: t.high1GameFlag,
        high2: t.high2GameFlag,
        high3: t.high3GameFlag,
      },
      "is_approved and not disabled",
    ),
  ],
);

export const coaches = pgTable(
  "coaches",
  {
    id: id(),
    name: text("name").notNull(),
    bio: text("bio").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    student: integer("student").notNull().default(0),
    achievements: text("achievements").notNull().default(""),
    country: text("country").notNull().default(""),
    areaOfOperation: text("area_of_operation").notNull().default(""),
    notableTeams: text("notable_teams").array().notNull().default(sql`'{}'::text[]`),
    platform: text("platform").notNull(),
    headerImage: text("header_image").notNull(),
    hexagonHorImage: text("hexagon_hor_image").notNull(),
    hexagonVerImage: text("hexagon_ver_image").notNull(),
    newFlag: flag("new_flag"),
    topFlag: flag("top_flag"),
    disabled: boolean("disabled").notNull().default(false),
    /** IANA zone of the coach's weekly hours and of their sessions' local times. */
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    /** The coach's own https meeting link (video call or voice server); null: a room per booking. */
    meetingUrl: text("meeting_url"),
    /** Slots closer than this are not offered (never under the platform's lead time). */
    minNoticeHours: integer("min_notice_hours").notNull().default(2),
    /** Free minutes kept before and after each session. */
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    /** At most this many sessions on one of the coach's local days, all session types together; null: no cap. */
    dailyCap: integer("daily_cap"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    version: editVersion(),
    /** Bumped by every change of the coach's session types or weekly hours, from the console or the workspace. */
    scheduleVersion: integer("schedule_version").notNull().default(1),
    ...storedAnswer(),
    ...linkedGames(),
  },
  (t) => [
    check("coaches_platform", platformCheck("platform")),
    deletedIsDisabled("coaches", t),
    check("coaches_rating", sql`${t.rating} between 0 and 5`),
    check("coaches_counts", sql`${t.popularity} >= 0 and ${t.student} >= 0`),
    check("coaches_meeting_url", sql`${t.meetingUrl} ~ '^https://'`),
    check("coaches_min_notice", sql`${t.minNoticeHours} between 2 and 336`),
    check("coaches_buffer", sql`${t.bufferMinutes} between 0 and 60`),
    check("coaches_daily_cap", sql`${t.dailyCap} between 1 and 24`),
    index("coaches_visible_popularity")
      .on(t.popularity.desc(), t.id, t.name, t.gameIds)
      .where(sql`not disabled`),
    index("coaches_name").on(sql`lower(${t.name})`),
    index("coaches_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("coaches_platform").on(t.platform),
    index("coaches_created").on(t.createdAt.desc()),
    index("coaches_visible_games").using("gin", t.gameIds).where(sql`not disabled`),
    ...sortIndexes("coaches", t, "not disabled"),
    ...flagIndexes("coaches", t.popularity, { new: t.newFlag, top: t.topFlag }, "not disabled"),
  ],
);

export const courses = pgTable(
  "courses",
  {
    id: id(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    overview: text("overview").notNull(),
    platform: text("platform").notNull(),
    popularity: integer("popularity").notNull().default(0),
    headerImage: text("header_image").notNull(),
    hexagonImage: text("hexagon_image").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    topFlag: flag("top_flag"),
    popularFlag: flag("popular_flag"),
    mostPopularFlag: flag("most_popular_flag"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    version: editVersion(),
    ...storedAnswer(),
    ...linkedGames(),
  },
  (t) => [
    check("courses_platform", platformCheck("platform")),
    deletedIsDisabled("courses", t),
    check("courses_price", sql`${t.price} >= 0`),
    check("courses_popularity", sql`${t.popularity} >= 0`),
    index("courses_visible_popularity")
      .on(t.popularity.desc(), t.id, t.name, t.gameIds)
      .where(sql`is_approved and not disabled`),
    index("courses_name").on(sql`lower(${t.name})`),
    index("courses_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("courses_platform").on(t.platform),
    index("courses_price_idx").on(t.price),
    index("courses_created").on(t.createdAt.desc()),
    index("courses_visible_games").using("gin", t.gameIds).where(sql`is_approved and not disabled`),
    ...sortIndexes("courses", t, "is_approved and not disabled"),
    ...flagIndexes(
      "courses",
      t.popularity,
      { top: t.topFlag, popular: t.popularFlag, most_popular: t.mostPopularFlag },
      "is_approved and not disabled",
    ),
  ],
);

export const guides = pgTable(
  "guides",
  {
    id: id(),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    ranking: integer("ranking").notNull().default(0),
    upvotes: integer("upvotes").notNull().default(0),
    price: integer("price").notNull(),
    headerImage: text("header_image").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    newFlag: flag("new_flag"),
    popularFlag: flag("popular_flag"),
    featuredFlag: flag("featured_flag"),
    oneToOneFlag: flag("one_to_one_flag"),
    proFlag: flag("pro_flag"),
    casualFlag: flag("casual_flag"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    version: editVersion(),
    ...storedAnswer(),
    ...linkedGames(),
  },
  (t) => [
    check("guides_price", sql`${t.price} >= 0`),
    deletedIsDisabled("guides", t),
    check("guides_counts", sql`${t.ranking} >= 0 and ${t.upvotes} >= 0`),
    index("guides_visible_upvotes")
      .on(t.upvotes.desc(), t.id, t.name, t.gameIds)
      .where(sql`is_approved and not disabled`),
    index("guides_name").on(sql`lower(${t.name})`),
    index("guides_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("guides_price_idx").on(t.price),
    index("guides_created").on(t.createdAt.desc()),
    index("guides_visible_games").using("gin", t.gameIds).where(sql`is_approved and not disabled`),
    ...sortIndexes("guides", t, "is_approved and not disabled"),
    ...flagIndexes(
      "guides",
      t.upvotes,
      {
        new: t.newFlag,
        popular: t.popularFlag,
        featured: t.featuredFlag,
        one_to_one: t.oneToOneFlag,
        pro: t.proFlag,
        casual: t.casualFlag,
      },
      "is_approved and not disabled",
    ),
  ],
);

/** Chapters belong to exactly one course or one guide. */
export const chapters = pgTable(
  "chapters",
  {
    id: id(),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    guideId: text("guide_id").references(() => guides.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    videoLink: text("video_link").notNull().default(""),
    isApproved: boolean("is_approved").notNull().default(false),
  },
  (t) => [
    check("chapters_one_owner", sql`num_nonnulls(${t.courseId}, ${t.guideId}) = 1`),
    index("chapters_course").on(t.courseId, t.position),
    index("chapters_guide").on(t.guideId, t.position),
  ],
);

/** Testimonials belong to exactly one coach or one guide. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    coachId: text("coach_id").references(() => coaches.id, { onDelete: "cascade" }),
    guideId: text("guide_id").references(() => guides.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    image: text("image").notNull(),
    author: text("author"),
  },
  (t) => [
    check("testimonials_one_owner", sql`num_nonnulls(${t.coachId}, ${t.guideId}) = 1`),
    index("testimonials_coach").on(t.coachId, t.position),
    index("testimonials_guide").on(t.guideId, t.position),
  ],
);

const linkColumn = (column: string, ref: () => AnyPgColumn) =>
  text(column).notNull().references(ref, { onDelete: "cascade" });
const positionColumn = () => integer("position").notNull().default(0);

/**
 * A many-to-many link between two items, its columns named for what they hold (`courseId`,
 * `gameId`, …); `position` keeps the order the items were listed in.
 */
function link<Owner extends string, Other extends string>(
  table: string,
  owner: { key: Owner; column: string; ref: () => AnyPgColumn },
  other: { key: Other; column: string; ref: () => AnyPgColumn },
) {
  const columns = {
    [owner.key]: linkColumn(owner.column, owner.ref),
    [other.key]: linkColumn(other.column, other.ref),
    position: positionColumn(),
  } as Record<Owner | Other, ReturnType<typeof linkColumn>> & { position: ReturnType<typeof positionColumn> };
  return pgTable(table, columns, (t) => {
    const [ownerColumn, otherColumn] = [t[owner.key], t[other.key]] as [AnyPgColumn, AnyPgColumn];
    return [
      primaryKey({ columns: [ownerColumn, otherColumn] }),
      index(`${table}_reverse`).on(otherColumn, ownerColumn),
    ];
  });
}

export const courseGames = link(
  "course_games",
  { key: "courseId", column: "course_id", ref: () => courses.id },
  { key: "gameId", column: "game_id", ref: () => games.id },
);
export const courseCoaches = link(
  "course_coaches",
  { key: "courseId", column: "course_id", ref: () => courses.id },
  { key: "coachId", column: "coach_id", ref: () => coaches.id },
);
export const coachGames = link(
  "coach_games",
  { key: "coachId", column: "coach_id", ref: () => coaches.id },
  { key: "gameId", column: "game_id", ref: () => games.id },
);
export const guideGames = link(
  "guide_games",
  { key: "guideId", column: "guide_id", ref: () => guides.id },
  { key: "gameId", column: "game_id", ref: () => games.id },
);
export const guideCoaches = link(
  "guide_coaches",
  { key: "guideId", column: "guide_id", ref: () => guides.id },
  { key: "coachId", column: "coach_id", ref: () => coaches.id },
);

// ---------------------------------------------------------------- plans

export const subscriptionPackages = pgTable(
  "subscription_packages",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(),
    period: text("period").notNull().default("month"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    disabled: boolean("disabled").notNull().default(false),
    deletedAt: deletedAt(),
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscription_packages_price", sql`${t.price} >= 0`),
    deletedIsDisabled("subscription_packages", t),
    check("subscription_packages_period", sql`${t.period} = 'month'`),
  ],
);

export const packageGames = link(
  "package_games",
  { key: "packageId", column: "package_id", ref: () => subscriptionPackages.id },
  { key: "gameId", column: "game_id", ref: () => games.id },
);

export const teamPlans = pgTable(
  "team_plans",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(),
    period: text("period").notNull().default("month"),
    seats: integer("seats").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    disabled: boolean("disabled").notNull().default(false),
    deletedAt: deletedAt(),
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    check("team_plans_price", sql`${t.price} >= 0`),
    check("team_plans_seats", sql`${t.seats} > 0`),
    deletedIsDisabled("team_plans", t),
  ],
);

// ---------------------------------------------------------------- commerce

/**
 * The payment providers orders may name: filled at start-up from the server's registry of providers
 * (`modules/payments/providers/registry.ts`), so the list is written once and a provider is added
 * without a migration (docs/decisions/016-payments.md).
 */
export const paymentProviders = pgTable("payment_providers", {
  name: text("name").primaryKey(),
});

/**
 * A payment order: one attempt to buy one item at the price of the moment. Its id is random and
 * unguessable and is also the provider's `order_id`. Every change of `status` is recorded in
 * `order_events` (docs/decisions/016-payments.md has the states and who moves them).
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "restrict" }),
    guideId: text("guide_id").references(() => guides.id, { onDelete: "restrict" }),
    bookingId: text("booking_id").references((): AnyPgColumn => liveSessionBookings.id, {
      onDelete: "restrict",
    }),
    /** In rupees: the server's price when the order was made. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider")
      .notNull()
      .references(() => paymentProviders.name, { onDelete: "restrict" }),
    /** Null until the provider has made its side of the order. */
    paymentSessionId: text("payment_session_id"),
    status: text("status").$type<OrderState>().notNull().default("CREATING"),
    /** The provider's own id of the order. */
    providerReference: text("provider_reference"),
    /** The provider's id of the payment that paid it. */
    providerPaymentId: text("provider_payment_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the reconciler next looks at the order; moved forward as a lease when it takes it. */
    checkAfter: timestamp("check_after", { withTimezone: true }).notNull().defaultNow(),
    /** When the payment-status call last asked the provider (it asks at most every few seconds). */
    providerCheckedAt: timestamp("provider_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Why the order is refunded or being refunded (a duplicate payment, a cancelled session...). */
    refundReason: text("refund_reason"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The receipt e-mail: claimed by one sender at a time, and marked sent once. */
    receiptClaimedAt: timestamp("receipt_claimed_at", { withTimezone: true }),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
  },
  (t) => [
    check("orders_one_item", sql`num_nonnulls(${t.courseId}, ${t.guideId}, ${t.bookingId}) = 1`),
    uniqueIndex("orders_booking").on(t.bookingId).where(sql`booking_id is not null`),
    check("orders_amount", sql`${t.amount} > 0`),
    check("orders_currency", sql`${t.currency} = 'INR'`),
    check("orders_status", sql`${t.status} in ${listOf(ORDER_STATES)}`),
    check(
      "orders_paid_has_payment",
      sql`${t.status} not in ${listOf(PAID_ORDER_STATES)} or (${t.paidAt} is not null and ${t.providerPaymentId} is not null)`,
    ),
    check(
      "orders_session_once_created",
      sql`${t.status} in ${listOf(SESSIONLESS_ORDER_STATES)} or ${t.paymentSessionId} is not null`,
    ),
    uniqueIndex("orders_payment_session").on(t.paymentSessionId),
    index("orders_user").on(t.userId, t.createdAt.desc()),
    /** The reconciler's queue: orders still waiting for an answer, or for a refund. */
    index("orders_unsettled")
      .on(t.checkAfter)
      .where(sql`${t.status} in ${listOf(UNSETTLED_ORDER_STATES)}`),
    index("orders_receipt_due").on(t.paidAt).where(sql`${t.status} = 'PAID' and ${t.receiptSentAt} is null`),
  ],
);

/** The audit trail of every order: each state change with the provider's ids and amounts. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What happened: created, provider-order, paid, failed, expired, refund-requested, refunded... */
    event: text("event").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** Who saw it: api, webhook, status-check, reconciler, local-checkout. */
    source: text("source").notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** The amount the provider reported, as it reported it (rupees, up to two decimals). */
    providerAmount: numeric("provider_amount", { precision: 12, scale: 2 }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order").on(t.orderId, t.createdAt)],
);

/** What a user owns. Unique per user and item, so ownership is granted exactly once. */
export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "restrict" }),
    guideId: text("guide_id").references(() => guides.id, { onDelete: "restrict" }),
    orderId: text("order_id").references(() => orders.id, { onDelete: "restrict" }),
    price: integer("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("purchases_one_item", sql`num_nonnulls(${t.courseId}, ${t.guideId}) = 1`),
    check("purchases_price", sql`${t.price} >= 0`),
    uniqueIndex("purchases_user_course").on(t.userId, t.courseId).where(sql`course_id is not null`),
    uniqueIndex("purchases_user_guide").on(t.userId, t.guideId).where(sql`guide_id is not null`),
    uniqueIndex("purchases_order").on(t.orderId).where(sql`order_id is not null`),
  ],
);

/**
 * Every refund of an order, full or partial, as asked of the provider: its id is the provider's
 * refund id. A full refund also moves the order (REFUND_PENDING, then REFUNDED) and removes what it
 * gave; a partial one leaves the order PAID and the item owned. The refunds of one order never add
 * up to more than its amount (the service checks it with the order row locked).
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** In rupees. */
    amount: integer("amount").notNull(),
    /** Whether it refunds what was left of the order (and so removes ownership). */
    full: boolean("full").notNull(),
    reason: text("reason").notNull(),
    /** PENDING (asked, not paid out yet), SUCCESS (paid back), CANCELLED (the provider gave it up). */
    status: text("status").notNull().default("PENDING"),
    /** The provider's own word for where it stands (SUCCESS, PENDING, ONHOLD, CANCELLED...). */
    providerStatus: text("provider_status"),
    /** The operator who asked for it; null for the site's own refunds (a cancelled session, a second payment). */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("order_refunds_amount", sql`${t.amount} > 0`),
    check("order_refunds_status", sql`${t.status} in ('PENDING', 'SUCCESS', 'CANCELLED')`),
    uniqueIndex("order_refunds_one_full").on(t.orderId).where(sql`${t.full}`),
    index("order_refunds_order").on(t.orderId, t.createdAt),
    index("order_refunds_created").on(t.createdAt),
    index("order_refunds_pending").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Provider notifications already applied, keyed by the provider's payment id and the kind of
 * notification, so a redelivered webhook changes nothing.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    providerPaymentId: text("provider_payment_id").notNull(),
    type: text("type").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentStatus: text("payment_status").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerPaymentId, t.type] }),
    index("payment_events_order").on(t.orderId),
  ],
);

/**
 * The built-in test checkout's own books (provider `local`): what a real provider keeps on its
 * side, so the local provider is asked and answers exactly as a real provider would.
 */
export const localPayments = pgTable(
  "local_payments",
  {
    paymentSessionId: text("payment_session_id").primaryKey(),
    orderId: text("order_id").notNull().unique(),
    amount: integer("amount").notNull(),
    /** ACTIVE (unpaid; `lastAttempt` says how the last try went), PAID. Expiry is by `expiresAt`. */
    status: text("status").notNull().default("ACTIVE"),
    lastAttempt: text("last_attempt"),
    paymentId: text("payment_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("local_payments_status", sql`${t.status} in ('ACTIVE', 'PAID')`),
    check("local_payments_refund", sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

// ---------------------------------------------------------------- live sessions

/** The kinds of live session a coach offers. */
export const sessionTypes = pgTable(
  "session_types",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    level: text("level").notNull(),
    title: text("title").notNull(),
    price: integer("price").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    topicsCovered: text("topics_covered").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    /** Set when the coach's offer no longer has it; kept (not deleted) because bookings name it. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [
    check("session_types_level", sql`${t.level} in ('Beginner', 'Intermediate', 'Advanced', 'Pro')`),
    check("session_types_price", sql`${t.price} > 0`),
    check(
      "session_types_duration",
      sql`${t.durationMinutes} between 15 and 240 and ${t.durationMinutes} % 15 = 0`,
    ),
    index("session_types_coach").on(t.coachId, t.position),
  ],
);

/** A coach's weekly hours, in the coach's time zone: ISO weekday (1 = Monday) and local times. */
export const coachAvailability = pgTable(
  "coach_availability",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [
    check("coach_availability_weekday", sql`${t.weekday} between 1 and 7`),
    check(
      "coach_availability_times",
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and ${t.startTime} < ${t.endTime}`,
    ),
    index("coach_availability_coach").on(t.coachId, t.weekday),
  ],
);

/**
 * A live session: held while its order is paid, then confirmed (or released). Two HOLD or
 * CONFIRMED sessions of one coach can never overlap: an exclusion constraint over
 * `tstzrange(starts_at, ends_at)` (migration 0005) — the database itself refuses the second.
 */
export const liveSessionBookings = pgTable(
  "live_session_bookings",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    sessionTypeId: text("session_type_id")
      .notNull()
      .references(() => sessionTypes.id, { onDelete: "restrict" }),
    /** The session type as bought (a later change of the offer does not change a booking). */
    level: text("level").notNull(),
    title: text("title").notNull(),
    price: integer("price").notNull(),
    topicsCovered: text("topics_covered").array().notNull().default(sql`'{}'::text[]`),
    /** The coach's zone when booked: the session's local times are in it. */
    timeZone: text("time_zone").notNull(),
    /** The learner's answer to "What do you want to work on?" (at most 1,000 characters); null if none. */
    notes: text("notes"),
    /** The learner's zone as their browser said when booking (for their e-mails); null if unknown. */
    learnerTimeZone: text("learner_time_zone"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /**
     * HOLD (waiting for payment), CONFIRMED (paid), CANCELLED, RELEASED (never paid), then after the
     * session COMPLETED or NO_SHOW (marked by the coach, or completed automatically).
     */
    state: text("state").notNull().default("HOLD"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Who cancelled a CANCELLED booking: the learner, an operator (the business's side) or the coach. */
    cancelledBy: text("cancelled_by").$type<"learner" | "operator" | "coach">(),
    /**
     * E-mails: the confirmation and each reminder are claimed (a 5-minute lease, so a sender that
     * died is taken over) and marked sent; the `…At` stamp of a reminder is its sent mark.
     */
    confirmationClaimedAt: timestamp("confirmation_claimed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    reminder24hClaimedAt: timestamp("reminder_24h_claimed_at", { withTimezone: true }),
    reminder24hAt: timestamp("reminder_24h_at", { withTimezone: true }),
    reminder1hClaimedAt: timestamp("reminder_1h_claimed_at", { withTimezone: true }),
    reminder1hAt: timestamp("reminder_1h_at", { withTimezone: true }),
    /** The same e-mails to the coach, claimed and marked the same way. */
    coachConfirmationClaimedAt: timestamp("coach_confirmation_claimed_at", { withTimezone: true }),
    coachConfirmationSentAt: timestamp("coach_confirmation_sent_at", { withTimezone: true }),
    coachReminder24hClaimedAt: timestamp("coach_reminder_24h_claimed_at", { withTimezone: true }),
    coachReminder24hAt: timestamp("coach_reminder_24h_at", { withTimezone: true }),
    coachReminder1hClaimedAt: timestamp("coach_reminder_1h_claimed_at", { withTimezone: true }),
    coachReminder1hAt: timestamp("coach_reminder_1h_at", { withTimezone: true }),
    /**
     * The session's meeting room, fixed when the slot is held: the coach's own link then, or a room
     * under MEETING_ROOM_BASE_URL with an unguessable name. The e-mails and calendar files carry it.
     */
    meetingUrl: text("meeting_url"),
    /** COMPLETED or NO_SHOW (the learner did not come): when, and by whom (the coach, or `auto` 48 h after the end). */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    outcomeBy: text("outcome_by").$type<"coach" | "auto">(),
    /** The coach's summary after the session: text and up to three "what to practise" points. */
    summaryText: text("summary_text"),
    summaryPractise: text("summary_practise").array().notNull().default(sql`'{}'::text[]`),
    summaryAt: timestamp("summary_at", { withTimezone: true }),
    /** The summary's e-mail to the learner: claimed and marked like the others. */
    summaryMailClaimedAt: timestamp("summary_mail_claimed_at", { withTimezone: true }),
    summaryMailSentAt: timestamp("summary_mail_sent_at", { withTimezone: true }),
    /**
     * A coach's NO_SHOW (marked at `completedAt`, 15 minutes after the start at the earliest): its
     * e-mail to the learner, claimed and marked like the others; the learner's dispute ("I was
     * there", with a note) within 48 hours of the mark, once; and an operator's outcome of it —
     * upheld (the fee stays with the coach) or reversed (refunded in full, off the coach's
     * earnings) — by whom and when, with its e-mail to the learner.
     */
    noShowMailClaimedAt: timestamp("no_show_mail_claimed_at", { withTimezone: true }),
    noShowMailSentAt: timestamp("no_show_mail_sent_at", { withTimezone: true }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    disputeNote: text("dispute_note"),
    disputeOutcome: text("dispute_outcome").$type<"upheld" | "reversed">(),
    disputeResolvedAt: timestamp("dispute_resolved_at", { withTimezone: true }),
    disputeResolvedBy: text("dispute_resolved_by").references(() => users.id, { onDelete: "set null" }),
    disputeMailClaimedAt: timestamp("dispute_mail_claimed_at", { withTimezone: true }),
    disputeMailSentAt: timestamp("dispute_mail_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "live_session_bookings_state",
      sql`${t.state} in ('HOLD', 'CONFIRMED', 'CANCELLED', 'RELEASED', 'COMPLETED', 'NO_SHOW')`,
    ),
    check("live_session_bookings_outcome_by", sql`${t.outcomeBy} in ('coach', 'auto')`),
    check(
      "live_session_bookings_summary",
      sql`char_length(${t.summaryText}) <= 4000 and cardinality(${t.summaryPractise}) <= 3`,
    ),
    check("live_session_bookings_meeting_url", sql`${t.meetingUrl} ~ '^https://'`),
    check("live_session_bookings_times", sql`${t.startsAt} < ${t.endsAt}`),
    check("live_session_bookings_price", sql`${t.price} > 0`),
    check("live_session_bookings_notes", sql`char_length(${t.notes}) <= 1000`),
    check("live_session_bookings_cancelled_by", sql`${t.cancelledBy} in ('learner', 'operator', 'coach')`),
    check("live_session_bookings_dispute_note", sql`char_length(${t.disputeNote}) <= 1000`),
    check(
      "live_session_bookings_dispute",
      sql`(${t.disputedAt} is null) = (${t.disputeNote} is null) and (${t.disputedAt} is null or ${t.state} = 'NO_SHOW')`,
    ),
    check("live_session_bookings_dispute_outcome", sql`${t.disputeOutcome} in ('upheld', 'reversed')`),
    check(
      "live_session_bookings_dispute_resolved",
      sql`(${t.disputeOutcome} is null) = (${t.disputeResolvedAt} is null) and (${t.disputeOutcome} is null or ${t.disputedAt} is not null)`,
    ),
    index("live_session_bookings_open_disputes")
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} is not null and ${t.disputeOutcome} is null`),
    index("live_session_bookings_user").on(t.userId, t.startsAt.desc()),
    index("live_session_bookings_coach").on(t.coachId, t.startsAt),
    index("live_session_bookings_reminders").on(t.startsAt).where(sql`${t.state} = 'CONFIRMED'`),
  ],
);

/** A coach's time off: whole days in the coach's zone, both ends included (a holiday is one row). */
export const coachTimeOff = pgTable(
  "coach_time_off",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("coach_time_off_days", sql`${t.firstDay} <= ${t.lastDay}`),
    check("coach_time_off_note", sql`char_length(${t.note}) <= 200`),
    index("coach_time_off_coach").on(t.coachId, t.lastDay),
  ],
);

/**
 * An invitation to run a coach profile: an e-mail address and a single-use link (its token is
 * stored only as a SHA-256 hash), valid 7 days, accepted once or revoked.
 */
export const coachInvitations = pgTable(
  "coach_invitations",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coach_invitations_token").on(t.tokenHash),
    check("coach_invitations_email_lowercase", sql`${t.email} = lower(${t.email})`),
    index("coach_invitations_coach").on(t.coachId, t.createdAt.desc()),
  ],
);

/** A payout to a coach, recorded by an operator (paid outside the site). */
export const coachPayouts = pgTable(
  "coach_payouts",
  {
    id: id(),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    /** In rupees. */
    amount: integer("amount").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The console's key for one payout form (a retry or a double click sends it again): one row per
     * key. Null on payouts recorded before keys existed.
     */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    check("coach_payouts_amount", sql`${t.amount} > 0`),
    check("coach_payouts_reference", sql`char_length(${t.reference}) between 1 and 200`),
    index("coach_payouts_coach").on(t.coachId, t.paidOn.desc()),
    uniqueIndex("coach_payouts_reference_unique").on(t.coachId, t.reference),
    uniqueIndex("coach_payouts_idempotency_key").on(t.coachId, t.idempotencyKey),
  ],
);

// ---------------------------------------------------------------- mailing list

export const mailingListSubscriptions = pgTable(
  "mailing_list_subscriptions",
  {
    email: text("email").primaryKey(),
    subscribedAt: createdAt(),
  },
  (t) => [check("mailing_list_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

// ---------------------------------------------------------------- contact messages

/** A message sent through the contact page, kept for the operators (new, answered, closed). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The account that sent it, when the sender was signed in. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("new"),
    /** When it was mailed to SUPPORT_EMAIL; null while that is still owed. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_messages_status", sql`${t.status} in ('new', 'answered', 'closed')`),
    index("contact_messages_status").on(t.status, t.createdAt.desc()),
    index("contact_messages_created").on(t.createdAt.desc()),
  ],
);

/** An operator's answer to a contact message, mailed to its sender and kept with it. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: id(),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** When the mail went out; null when sending failed. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message").on(t.messageId, t.createdAt)],
);
