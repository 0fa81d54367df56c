import { and, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";

export type AuditRow = typeof t.auditEvents.$inferSelect;
export type NewAuditRow = typeof t.auditEvents.$inferInsert;

/** A transaction (or the database) an audit row is inserted through. */
export type AuditExecutor = Pick<Database, "insert">;

export interface AuditFilters {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

/** Roles, second factors, recovery codes and the audit trail (which is only ever inserted into). */
export function createAdminRepository(db: Database) {
  const insertAudit = (executor: AuditExecutor, row: NewAuditRow) =>
    executor.insert(t.auditEvents).values(row);

  /**
   * Ends every sign-in of the account (a new password version revokes its tokens, decision 004)
   * and every console session, inside the caller's transaction: a role or second-factor change
   * made by the `admin` command asks the person to sign in afresh.
   */
  const endSignIns = async (tx: Pick<Database, "update">, userId: string) => {
    await tx
      .update(t.users)
      .set({ passwordVersion: sql`${t.users.passwordVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(t.users.id, userId));
    await tx
      .update(t.adminConsoleSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(t.adminConsoleSessions.userId, userId), isNull(t.adminConsoleSessions.endedAt)));
  };

  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(t.users).where(eq(t.users.email, email)).limit(1);
      return row;
    },

    /**
     * Adds or removes the admin role and appends its audit row, in one transaction. Answers false,
     * changing nothing, when the account already is (or is not) an admin. Removing it also removes
     * the account's second factor, so a later grant starts with a new set-up. Either way every
     * sign-in token and console session of the account ends.
     */
    async changeAdminRole(userId: string, grant: boolean, audit: NewAuditRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const isAdmin = sql`'admin' = any(${t.users.roles})`;
        const changed = await tx
          .update(t.users)
          .set({
            roles: grant
              ? sql`array_append(${t.users.roles}, 'admin')`
              : sql`array_remove(${t.users.roles}, 'admin')`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(t.users.id, userId), grant ? sql`not ${isAdmin}` : isAdmin))
          .returning({ id: t.users.id });
        if (changed.length === 0) return false;
        await endSignIns(tx, userId);
        if (!grant) {
          await tx.delete(t.adminSecondFactors).where(eq(t.adminSecondFactors.userId, userId));
          await tx.delete(t.adminRecoveryCodes).where(eq(t.adminRecoveryCodes.userId, userId));
        }
        await insertAudit(tx, audit);
        return true;
      });
    },

    async listAdmins() {
      return db
        .select({
          id: t.users.id,
          email: t.users.email,
          name: t.users.name,
          confirmedAt: t.adminSecondFactors.confirmedAt,
          hasFactor: sql<boolean>`${t.adminSecondFactors.userId} is not null`,
        })
        .from(t.users)
        .leftJoin(t.adminSecondFactors, eq(t.adminSecondFactors.userId, t.users.id))
        .where(sql`'admin' = any(${t.users.roles})`)
        .orderBy(t.users.email);
    },

    async findFactor(userId: string) {
      const [row] = await db
        .select()
        .from(t.adminSecondFactors)
        .where(eq(t.adminSecondFactors.userId, userId))
        .limit(1);
      return row;
    },

    /**
     * A new unconfirmed factor, replacing an unconfirmed one; answers false (changing nothing) when
     * the account already has a confirmed factor.
     */
    async savePendingFactor(userId: string, id: string, secretEncrypted: string): Promise<boolean> {
      const rows = await db
        .insert(t.adminSecondFactors)
        .values({ userId, id, secretEncrypted })
        .onConflictDoUpdate({
          target: t.adminSecondFactors.userId,
          set: { id, secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(t.adminSecondFactors.confirmedAt),
        })
        .returning({ id: t.adminSecondFactors.id });
      return rows.length > 0;
    },

    /**
     * Confirms the unconfirmed factor `factorId` at time step `step`, replaces the recovery codes
     * and appends the audit row, in one transaction; false when that factor is no longer pending.
     */
    async confirmFactor(
      userId: string,
      factorId: string,
      step: number,
      codeHashes: string[],
      audit: NewAuditRow,
    ) {
      return db.transaction(async (tx) => {
        const confirmed = await tx
          .update(t.adminSecondFactors)
          .set({ confirmedAt: sql`now()`, lastUsedStep: step })
          .where(
            and(
              eq(t.adminSecondFactors.userId, userId),
              eq(t.adminSecondFactors.id, factorId),
              isNull(t.adminSecondFactors.confirmedAt),
            ),
          )
          .returning({ id: t.adminSecondFactors.id });
        if (confirmed.length === 0) return false;
        await tx.delete(t.adminRecoveryCodes).where(eq(t.adminRecoveryCodes.userId, userId));
        await tx.insert(t.adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        await insertAudit(tx, audit);
        return true;
      });
    },

    /**
     * Records `step` as the last used time step of a confirmed factor, only if it is later than the
     * last one: one statement, so of two requests with the same code exactly one succeeds.
     */
    async useStep(userId: string, factorId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(t.adminSecondFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(t.adminSecondFactors.userId, userId),
            eq(t.adminSecondFactors.id, factorId),
            sql`${t.adminSecondFactors.confirmedAt} is not null`,
            or(isNull(t.adminSecondFactors.lastUsedStep), lt(t.adminSecondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ id: t.adminSecondFactors.id });
      return rows.length > 0;
    },

    /** Spends an unused recovery code and appends the audit row; false when there is no such code. */
    async useRecoveryCode(userId: string, codeHash: string, audit: NewAuditRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(t.adminRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(t.adminRecoveryCodes.userId, userId),
              eq(t.adminRecoveryCodes.codeHash, codeHash),
              isNull(t.adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: t.adminRecoveryCodes.id });
        if (rows.length === 0) return false;
        await insertAudit(tx, audit);
        return true;
      });
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(t.adminRecoveryCodes)
        .where(and(eq(t.adminRecoveryCodes.userId, userId), isNull(t.adminRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    /**
     * Removes an account's second factor and recovery codes, ends its sign-ins and console sessions
     * and appends the audit row, in one transaction; false (changing nothing) when there was none.
     */
    async removeFactor(userId: string, audit: NewAuditRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(t.adminSecondFactors)
          .where(eq(t.adminSecondFactors.userId, userId))
          .returning({ id: t.adminSecondFactors.id });
        await tx.delete(t.adminRecoveryCodes).where(eq(t.adminRecoveryCodes.userId, userId));
        if (removed.length === 0) return false;
        await endSignIns(tx, userId);
        await insertAudit(tx, audit);
        return true;
      });
    },

    /** Records a new console session (and forgets the account's sessions that expired a day ago). */
    async openConsoleSession(row: typeof t.adminConsoleSessions.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(t.adminConsoleSessions)
          .where(
            and(
              eq(t.adminConsoleSessions.userId, row.userId),
              sql`${t.adminConsoleSessions.expiresAt} < now() - interval '1 day'`,
            ),
          );
        await tx.insert(t.adminConsoleSessions).values(row);
      });
    },

    /**
     * Whether the console session `sessionId` of the account is live: not ended, not expired, and
     * made with `factorId`, which is still the account's confirmed second factor.
     */
    async isConsoleSessionLive(userId: string, sessionId: string, factorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.adminConsoleSessions.id })
        .from(t.adminConsoleSessions)
        .innerJoin(
          t.adminSecondFactors,
          and(
            eq(t.adminSecondFactors.userId, t.adminConsoleSessions.userId),
            eq(t.adminSecondFactors.id, t.adminConsoleSessions.factorId),
          ),
        )
        .where(
          and(
            eq(t.adminConsoleSessions.id, sessionId),
            eq(t.adminConsoleSessions.userId, userId),
            eq(t.adminConsoleSessions.factorId, factorId),
            isNull(t.adminConsoleSessions.endedAt),
            sql`${t.adminConsoleSessions.expiresAt} > now()`,
            sql`${t.adminSecondFactors.confirmedAt} is not null`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Ends one console session of the account; false when it was not live (already ended, or none). */
    async endConsoleSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(t.adminConsoleSessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(t.adminConsoleSessions.id, sessionId),
            eq(t.adminConsoleSessions.userId, userId),
            isNull(t.adminConsoleSessions.endedAt),
          ),
        )
        .returning({ id: t.adminConsoleSessions.id });
      return rows.length > 0;
    },

    insertAudit: (row: NewAuditRow) => insertAudit(db, row).then(() => undefined),
    insertAuditIn: (tx: AuditExecutor, row: NewAuditRow) => insertAudit(tx, row).then(() => undefined),

    /** A page of the audit trail, newest first, and how many rows match. */
    async listAudit(filters: AuditFilters, page: number, limit: number) {
      const where: SQL[] = [];
      if (filters.actor === "cli") where.push(eq(t.auditEvents.actorType, "cli"));
      else if (filters.actor) where.push(eq(t.auditEvents.actorUserId, filters.actor));
      if (filters.action) where.push(eq(t.auditEvents.action, filters.action));
      if (filters.entityType) where.push(eq(t.auditEvents.entityType, filters.entityType));
      if (filters.entityId) where.push(eq(t.auditEvents.entityId, filters.entityId));
      if (filters.from) where.push(gte(t.auditEvents.occurredAt, filters.from));
      if (filters.to) where.push(lt(t.auditEvents.occurredAt, filters.to));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.auditEvents)
          .where(condition)
          .orderBy(desc(t.auditEvents.occurredAt), desc(t.auditEvents.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(t.auditEvents).where(condition),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
