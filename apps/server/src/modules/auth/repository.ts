import { OTP_TTL_MINUTES } from "@clutch/contract";
import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";
import type { OtpPurpose } from "../../lib/otp";

export type ProfileDetails = Pick<
  UserRow,
  "name" | "phone" | "countryCode" | "age" | "city" | "state" | "country" | "gender"
>;

/** Accounts, sign-up attempts, one-time codes and preferences. Every write that races is one atomic statement. */
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

    /** Whether the coach profile an account runs is in service: one lookup by its primary key. */
    async coachProfileInService(coachId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.coaches.id })
        .from(t.coaches)
        .where(and(eq(t.coaches.id, coachId), visible.coach, isNull(t.coaches.deletedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** A new sign-up attempt; it never touches another attempt or an account. */
    async createAttempt(attempt: {
      id: string;
      email: string;
      cookieHash: string;
      passwordHash: string;
      codeHash: string;
    }): Promise<void> {
      await db
        .insert(t.registrationAttempts)
        .values({ ...attempt, expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})` });
    },

    /** The attempt a browser's cookie names (live or not). */
    async findAttemptByCookie(cookieHash: string) {
      const [row] = await db
        .select({
          id: t.registrationAttempts.id,
          email: t.registrationAttempts.email,
          codeHash: t.registrationAttempts.codeHash,
          failedAttempts: t.registrationAttempts.failedAttempts,
          live: sql<boolean>`${t.registrationAttempts.expiresAt} > now()`,
        })
        .from(t.registrationAttempts)
        .where(eq(t.registrationAttempts.cookieHash, cookieHash))
        .limit(1);
      return row;
    },

    async findAttemptCode(id: string) {
      const [row] = await db
        .select({
          codeHash: t.registrationAttempts.codeHash,
          failedAttempts: t.registrationAttempts.failedAttempts,
        })
        .from(t.registrationAttempts)
        .where(eq(t.registrationAttempts.id, id))
        .limit(1);
      return row;
    },

    /** Password hashes of the newest live attempts for `email` (sign-in before the code was entered). */
    async liveAttemptPasswords(email: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ passwordHash: t.registrationAttempts.passwordHash })
        .from(t.registrationAttempts)
        .where(and(eq(t.registrationAttempts.email, email), sql`${t.registrationAttempts.expiresAt} > now()`))
        .orderBy(desc(t.registrationAttempts.createdAt))
        .limit(limit);
      return rows.map((r) => r.passwordHash);
    },

    /** Counts a wrong guess at an attempt's code, atomically and never past `maxTries`. */
    async recordAttemptFailure(id: string, codeHash: string, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(t.registrationAttempts)
        .set({ failedAttempts: sql`${t.registrationAttempts.failedAttempts} + 1` })
        .where(
          and(
            eq(t.registrationAttempts.id, id),
            eq(t.registrationAttempts.codeHash, codeHash),
            lt(t.registrationAttempts.failedAttempts, maxTries),
          ),
        )
        .returning({ failedAttempts: t.registrationAttempts.failedAttempts });
      return row?.failedAttempts;
    },

    /**
     * Uses the attempt up and creates its account with the attempt's own password, in one
     * transaction. Only one caller can delete the row, so an attempt completes once; `user` is
     * undefined when the address already has an account (that account is never changed).
     */
    async completeAttempt(
      id: string,
      codeHash: string,
      maxTries: number,
    ): Promise<{ consumed: false } | { consumed: true; result: UserRow | undefined }> {
      return db.transaction(async (tx) => {
        const [attempt] = await tx
          .delete(t.registrationAttempts)
          .where(
            and(
              eq(t.registrationAttempts.id, id),
              eq(t.registrationAttempts.codeHash, codeHash),
              lt(t.registrationAttempts.failedAttempts, maxTries),
              sql`${t.registrationAttempts.expiresAt} > now()`,
            ),
          )
          .returning({
            email: t.registrationAttempts.email,
            passwordHash: t.registrationAttempts.passwordHash,
          });
        if (!attempt) return { consumed: false as const };
        const [user] = await tx
          .insert(t.users)
          .values({ email: attempt.email, passwordHash: attempt.passwordHash, verifiedAt: sql`now()` })
          .onConflictDoNothing({ target: t.users.email })
          .returning();
        return { consumed: true as const, result: user };
      });
    },

    /**
     * A verified account for an address whose ownership was proven another way (an invitation's
     * link), inside the caller's transaction; undefined when the address already has an account.
     */
    async insertVerified(tx: Database, email: string, passwordHash: string): Promise<UserRow | undefined> {
      const [user] = await tx
        .insert(t.users)
        .values({ email, passwordHash, verifiedAt: sql`now()` })
        .onConflictDoNothing({ target: t.users.email })
        .returning();
      return user;
    },

    /** Deletes attempts that expired long enough ago that nobody can be entering their code. */
    async deleteExpiredAttempts(): Promise<void> {
      await db
        .delete(t.registrationAttempts)
        .where(lt(t.registrationAttempts.expiresAt, sql`now() - interval '1 hour'`));
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
    async recordFailedAttempt(id: string, codeHash: string, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(t.oneTimeCodes)
        .set({ failedAttempts: sql`${t.oneTimeCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(t.oneTimeCodes.id, id),
            eq(t.oneTimeCodes.codeHash, codeHash),
            lt(t.oneTimeCodes.failedAttempts, maxTries),
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
      maxTries: number,
      then: (tx: Database) => Promise<T>,
    ): Promise<{ consumed: false } | { consumed: true; result: T }> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(t.oneTimeCodes)
          .where(
            and(
              eq(t.oneTimeCodes.id, id),
              eq(t.oneTimeCodes.codeHash, codeHash),
              lt(t.oneTimeCodes.failedAttempts, maxTries),
              sql`${t.oneTimeCodes.expiresAt} > now()`,
            ),
          )
          .returning({ id: t.oneTimeCodes.id });
        if (deleted.length === 0) return { consumed: false as const };
        return { consumed: true as const, result: await then(tx as unknown as Database) };
      });
    },

    /** Sets a new password and bumps the version, which revokes every older token. */
    async setPassword(
      tx: Database,
      userId: string,
      passwordHash: string,
      options: { expectVersion?: number } = {},
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(t.users)
        .set({
          passwordHash,
          passwordVersion: sql`${t.users.passwordVersion} + 1`,
          updatedAt: sql`now()`,
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

    /** Every stored picture some user's profile points to, each once. */
    async profileImagesInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ profileImage: t.users.profileImage })
        .from(t.users)
        .where(sql`${t.users.profileImage} is not null`);
      return rows.flatMap((row) => (row.profileImage ? [row.profileImage] : []));
    },

    /**
     * Points every profile that still shows `previous` at `next` (null: no picture); answers how
     * many changed. A profile that got another picture meanwhile is left as it is.
     */
    async replaceProfileImage(previous: string, next: string | null): Promise<number> {
      const rows = await db
        .update(t.users)
        .set({ profileImage: next })
        .where(eq(t.users.profileImage, previous))
        .returning({ id: t.users.id });
      return rows.length;
    },

    /** What the User wire object adds to the row: the user's game interests and what they own, oldest first. */
    async interestsAndPurchases(userId: string) {
      const owned = (item: typeof t.courses | typeof t.guides, column: AnyPgColumn) =>
        db
          .select({
            id: item.id,
            name: item.name,
            price: t.purchases.price,
            orderDate: t.purchases.createdAt,
          })
          .from(t.purchases)
          .innerJoin(item, eq(item.id, column))
          .where(eq(t.purchases.userId, userId))
          .orderBy(asc(t.purchases.createdAt));
      const [interests, courses, guides] = await Promise.all([
        db
          .select({ gameId: t.userGameInterests.gameId })
          .from(t.userGameInterests)
          .where(eq(t.userGameInterests.userId, userId))
          .orderBy(asc(t.userGameInterests.gameId)),
        owned(t.courses, t.purchases.courseId),
        owned(t.guides, t.purchases.guideId),
      ]);
      return { gameIds: interests.map((i) => i.gameId), courses, guides };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
