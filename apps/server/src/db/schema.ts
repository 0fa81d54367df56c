import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
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
const platformCheck = (column: string) => sql.raw(`${column} in ('Mobile', 'PC', 'Console')`);
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
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_role", sql`${t.role} = 'user'`),
    check("users_gender", sql`${t.gender} in ('Select', 'Male', 'Female', 'Others')`),
  ],
);

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
  },
  (t) => [
    check("games_platform", platformCheck("platform")),
    check("games_popularity", sql`${t.popularity} >= 0`),
    index("games_visible_popularity").on(t.popularity.desc(), t.id).where(sql`is_approved and not disabled`),
    index("games_name").on(sql`lower(${t.name})`),
    index("games_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("games_platform").on(t.platform),
    index("games_created").on(t.createdAt.desc()),
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
    createdAt: createdAt(),
  },
  (t) => [
    check("coaches_platform", platformCheck("platform")),
    check("coaches_rating", sql`${t.rating} between 0 and 5`),
    check("coaches_counts", sql`${t.popularity} >= 0 and ${t.student} >= 0`),
    index("coaches_visible_popularity").on(t.popularity.desc(), t.id).where(sql`not disabled`),
    index("coaches_name").on(sql`lower(${t.name})`),
    index("coaches_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("coaches_platform").on(t.platform),
    index("coaches_created").on(t.createdAt.desc()),
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
  },
  (t) => [
    check("courses_platform", platformCheck("platform")),
    check("courses_price", sql`${t.price} >= 0`),
    check("courses_popularity", sql`${t.popularity} >= 0`),
    index("courses_visible_popularity")
      .on(t.popularity.desc(), t.id)
      .where(sql`is_approved and not disabled`),
    index("courses_name").on(sql`lower(${t.name})`),
    index("courses_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("courses_platform").on(t.platform),
    index("courses_price_idx").on(t.price),
    index("courses_created").on(t.createdAt.desc()),
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
  },
  (t) => [
    check("guides_price", sql`${t.price} >= 0`),
    check("guides_counts", sql`${t.ranking} >= 0 and ${t.upvotes} >= 0`),
    index("guides_visible_upvotes").on(t.upvotes.desc(), t.id).where(sql`is_approved and not disabled`),
    index("guides_name").on(sql`lower(${t.name})`),
    index("guides_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("guides_price_idx").on(t.price),
    index("guides_created").on(t.createdAt.desc()),
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

/** A many-to-many link; `position` keeps the order the items were listed in. */
const link = (
  table: string,
  a: { column: string; ref: () => AnyPgColumn },
  b: { column: string; ref: () => AnyPgColumn },
) =>
  pgTable(
    table,
    {
      left: text(a.column).notNull().references(a.ref, { onDelete: "cascade" }),
      right: text(b.column).notNull().references(b.ref, { onDelete: "cascade" }),
      position: integer("position").notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.left, t.right] }), index(`${table}_reverse`).on(t.right, t.left)],
  );

export const courseGames = link(
  "course_games",
  { column: "course_id", ref: () => courses.id },
  { column: "game_id", ref: () => games.id },
);
export const courseCoaches = link(
  "course_coaches",
  { column: "course_id", ref: () => courses.id },
  { column: "coach_id", ref: () => coaches.id },
);
export const coachGames = link(
  "coach_games",
  { column: "coach_id", ref: () => coaches.id },
  { column: "game_id", ref: () => games.id },
);
export const guideGames = link(
  "guide_games",
  { column: "guide_id", ref: () => guides.id },
  { column: "game_id", ref: () => games.id },
);
export const guideCoaches = link(
  "guide_coaches",
  { column: "guide_id", ref: () => guides.id },
  { column: "coach_id", ref: () => coaches.id },
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
  },
  (t) => [
    check("subscription_packages_price", sql`${t.price} >= 0`),
    check("subscription_packages_period", sql`${t.period} = 'month'`),
  ],
);

export const packageGames = link(
  "package_games",
  { column: "package_id", ref: () => subscriptionPackages.id },
  { column: "game_id", ref: () => games.id },
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
  },
  (t) => [check("team_plans_price", sql`${t.price} >= 0`), check("team_plans_seats", sql`${t.seats} > 0`)],
);

// ---------------------------------------------------------------- commerce

export const orders = pgTable(
  "orders",
  {
    /** Random and unguessable; also the provider's order_id. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "restrict" }),
    guideId: text("guide_id").references(() => guides.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider").notNull(),
    paymentSessionId: text("payment_session_id").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    providerReference: text("provider_reference"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    check("orders_one_item", sql`num_nonnulls(${t.courseId}, ${t.guideId}) = 1`),
    check("orders_amount", sql`${t.amount} > 0`),
    check("orders_currency", sql`${t.currency} = 'INR'`),
    check("orders_provider", sql`${t.provider} in ('cashfree', 'local')`),
    check("orders_status", sql`${t.status} in ('ACTIVE', 'PAID', 'EXPIRED', 'FAILED')`),
    uniqueIndex("orders_payment_session").on(t.paymentSessionId),
    index("orders_user").on(t.userId, t.createdAt.desc()),
  ],
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

/** Provider notifications already applied, so a redelivered webhook changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    providerPaymentId: text("provider_payment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    paymentStatus: text("payment_status").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index("payment_events_order").on(t.orderId)],
);

export const liveSessionBookings = pgTable(
  "live_session_bookings",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: text("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    level: text("level").notNull(),
    price: integer("price").notNull(),
    topicsCovered: text("topics_covered").array().notNull().default(sql`'{}'::text[]`),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    status: text("status").notNull().default("Success"),
    createdAt: createdAt(),
  },
  (t) => [
    check("live_session_bookings_price", sql`${t.price} >= 0`),
    check(
      "live_session_bookings_times",
      sql`${t.startTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.endTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.startTime} < ${t.endTime}`,
    ),
    index("live_session_bookings_user").on(t.userId, t.createdAt.desc()),
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
