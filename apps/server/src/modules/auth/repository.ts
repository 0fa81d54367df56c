import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type User } from "@clutch/contract";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import type { OtpPurpose } from "../../lib/otp";
import type { UserRow } from "../../plugins/auth";
import { visible } from "../catalogue/repository";

export const UPLOADS_URL_PREFIX = "/uploads/";

export type ProfileDetails = Pick<
  UserRow,
  "name" | "phone" | "countryCode" | "age" | "city" | "state" | "country" | "gender"
>;

/** Accounts, their one-time codes and preferences. Every write that races is one atomic statement. */
export function createAuthRepository(db: Database) {
  return {
    db,

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(t.users).where(eq(t.users.email, email)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(t.users).where(eq(t.users.id, id)).limit(1);
      return row;
    },

    /**
     * Creates the account, or — while it is still unverified — replaces its password (whoever
     * proves the mailbox with the next code signs in with the password given last). Nothing is
     * returned for a verified account.
     */
    async upsertUnverified(email: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(t.users)
        .values({ email, passwordHash })
        .onConflictDoUpdate({
          target: t.users.email,
          set: { passwordHash, updatedAt: sql`now()` },
          setWhere: isNull(t.users.verifiedAt),
        })
        .returning();
      return row;
    },

    /** One live code per user and purpose: a new one replaces the old, with a fresh attempt count. */
    async putCode(userId: string, purpose: OtpPurpose, codeHash: string): Promise<void> {
      const expiresAt = sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`;
      await db
        .insert(t.oneTimeCodes)
        .values({ userId, purpose, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: [t.oneTimeCodes.userId, t.oneTimeCodes.purpose],
          set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
        });
    },

    async findCode(userId: string, purpose: OtpPurpose) {
      const [row] = await db
        .select({
          id: t.oneTimeCodes.id,
          codeHash: t.oneTimeCodes.codeHash,
          failedAttempts: t.oneTimeCodes.failedAttempts,
          live: sql<boolean>`${t.oneTimeCodes.expiresAt} > now()`,
        })
        .from(t.oneTimeCodes)
        .where(and(eq(t.oneTimeCodes.userId, userId), eq(t.oneTimeCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Counts a wrong guess, atomically and never past the limit; the new count, or none when dead. */
    async recordFailedAttempt(id: string, codeHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(t.oneTimeCodes)
        .set({ failedAttempts: sql`${t.oneTimeCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(t.oneTimeCodes.id, id),
            eq(t.oneTimeCodes.codeHash, codeHash),
            lt(t.oneTimeCodes.failedAttempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ failedAttempts: t.oneTimeCodes.failedAttempts });
      return row?.failedAttempts;
    },

    /**
     * Uses the code up and applies `then` in one transaction. Only one caller can delete the row,
     * so a code works once even under concurrent use; a dead or expired code deletes nothing.
     */
    async consumeCode<T>(
      id: string,
      codeHash: string,
      then: (tx: Database) => Promise<T>,
    ): Promise<{ consumed: false } | { consumed: true; result: T }> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(t.oneTimeCodes)
          .where(
            and(
              eq(t.oneTimeCodes.id, id),
              eq(t.oneTimeCodes.codeHash, codeHash),
              lt(t.oneTimeCodes.failedAttempts, OTP_MAX_ATTEMPTS),
              sql`${t.oneTimeCodes.expiresAt} > now()`,
            ),
          )
          .returning({ id: t.oneTimeCodes.id });
        if (deleted.length === 0) return { consumed: false as const };
        return { consumed: true as const, result: await then(tx as unknown as Database) };
      });
    },

    async markVerified(tx: Database, userId: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(t.users)
        .set({ verifiedAt: sql`coalesce(${t.users.verifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(t.users.id, userId))
        .returning();
      return row;
    },

    /** Sets a new password and bumps the version, which revokes every older token. */
    async setPassword(
      tx: Database,
      userId: string,
      passwordHash: string,
      options: { expectVersion?: number; verify?: boolean } = {},
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(t.users)
        .set({
          passwordHash,
          passwordVersion: sql`${t.users.passwordVersion} + 1`,
          updatedAt: sql`now()`,
          ...(options.verify ? { verifiedAt: sql`coalesce(${t.users.verifiedAt}, now())` } : {}),
        })
        .where(
          options.expectVersion === undefined
            ? eq(t.users.id, userId)
            : and(eq(t.users.id, userId), eq(t.users.passwordVersion, options.expectVersion)),
        )
        .returning();
      return row;
    },

    /** Re-hash with current parameters; only if the password did not change meanwhile. */
    async rehashPassword(userId: string, oldHash: string, newHash: string): Promise<void> {
      await db
        .update(t.users)
        .set({ passwordHash: newHash })
        .where(and(eq(t.users.id, userId), eq(t.users.passwordHash, oldHash)));
    },

    /** The ids among `ids` that name visible (approved, enabled) games. */
    async visibleGameIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: t.games.id })
        .from(t.games)
        .where(and(inArray(t.games.id, ids), visible.game));
      return new Set(rows.map((r) => r.id));
    },

    async savePreferences(
      userId: string,
      prefs: { coaching1v1: boolean; coachingTeam: boolean; gameIds: string[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(t.users)
          .set({
            interestedInCoaching1v1: prefs.coaching1v1,
            interestedInCoachingTeam: prefs.coachingTeam,
            preferencesSavedAt: sql`coalesce(${t.users.preferencesSavedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(t.users.id, userId));
        await tx.delete(t.userGameInterests).where(eq(t.userGameInterests.userId, userId));
        await tx.insert(t.userGameInterests).values(prefs.gameIds.map((gameId) => ({ userId, gameId })));
      });
    },

    async updateDetails(userId: string, details: ProfileDetails): Promise<void> {
      await db
        .update(t.users)
        .set({ ...details, updatedAt: sql`now()` })
        .where(eq(t.users.id, userId));
    },

    /**
     * Saves the profile with a new image and answers the image it replaced. The old value is read
     * under a row lock in the same statement, so two concurrent uploads each see the one before.
     */
    async updateDetailsWithImage(
      userId: string,
      details: ProfileDetails,
      profileImage: string,
    ): Promise<string | null> {
      const before = db
        .select({ id: t.users.id, profileImage: t.users.profileImage })
        .from(t.users)
        .where(eq(t.users.id, userId))
        .for("update")
        .as("before");
      const [row] = await db
        .update(t.users)
        .set({ ...details, profileImage, updatedAt: sql`now()` })
        .from(before)
        .where(eq(t.users.id, before.id))
        .returning({ previous: before.profileImage });
      return row?.previous ?? null;
    },

    /** The User wire object (API.md §3): the row, its game interests and what it owns. */
    async toWire(user: UserRow): Promise<User> {
      const [interests, courses, guides] = await Promise.all([
        db
          .select({ gameId: t.userGameInterests.gameId })
          .from(t.userGameInterests)
          .where(eq(t.userGameInterests.userId, user.id))
          .orderBy(asc(t.userGameInterests.gameId)),
        db
          .select({
            _id: t.courses.id,
            name: t.courses.name,
            price: t.purchases.price,
            orderDate: t.purchases.createdAt,
          })
          .from(t.purchases)
          .innerJoin(t.courses, eq(t.courses.id, t.purchases.courseId))
          .where(eq(t.purchases.userId, user.id))
          .orderBy(asc(t.purchases.createdAt)),
        db
          .select({
            _id: t.guides.id,
            name: t.guides.name,
            price: t.purchases.price,
            orderDate: t.purchases.createdAt,
          })
          .from(t.purchases)
          .innerJoin(t.guides, eq(t.guides.id, t.purchases.guideId))
          .where(eq(t.purchases.userId, user.id))
          .orderBy(asc(t.purchases.createdAt)),
      ]);
      const image = user.profileImage ? `${UPLOADS_URL_PREFIX}${user.profileImage}` : null;
      const owned = (rows: { _id: string; name: string; price: number; orderDate: Date }[]) =>
        rows.map((r) => ({ ...r, orderDate: r.orderDate.toISOString() }));
      return {
        _id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        countryCode: user.countryCode,
        age: user.age,
        city: user.city,
        state: user.state,
        country: user.country,
        gender: user.gender as User["gender"],
        profilePic: image,
        profileImage: image,
        courses: owned(courses),
        guides: owned(guides),
        instrestedInCoaching1v1: user.interestedInCoaching1v1,
        instrestedInCoachingTeam: user.interestedInCoachingTeam,
        gamesIntrestedIn: interests.map((i) => i.gameId),
        role: "user",
        createdAt: user.createdAt.toISOString(),
      };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
