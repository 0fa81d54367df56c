import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { refColumns } from "../../db/visibility";
import type { AuditExecutor } from "../admin/repository";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type InvitationRow = typeof t.coachInvitations.$inferSelect;
/** Writes the audit row of a change inside the change's own transaction (`app.audit.recordIn`). */
export type AuditIn<Result> = (tx: AuditExecutor, result: Result) => Promise<void>;
/** What taking account access back from a profile changed: the account it took it from, the invitations withdrawn. */
export interface RemovedAccess {
  account: { id: string; name: string; email: string; roles: string[] } | null;
  withdrawn: string[];
}

const invitations = t.coachInvitations;

/** An invitation nobody accepted or withdrew and whose link still works. */
const pending = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.revokedAt),
  sql`${invitations.expiresAt} > now()`,
);

/** Invitations to run coach profiles, and the link between an account and the profile it runs. */
export function createCoachAccountsRepository(db: Database) {
  return {
    /** A coach profile that is not deleted (disabled ones included; deleted ones too when asked). */
    async coach(coachId: string, { evenDeleted = false } = {}) {
      const [coach] = await db
        .select({ id: t.coaches.id, name: t.coaches.name })
        .from(t.coaches)
        .where(and(eq(t.coaches.id, coachId), evenDeleted ? undefined : isNull(t.coaches.deletedAt)))
        .limit(1);
      return coach;
    },

    /** The account with this (normalised) e-mail address, and the profile it runs, if any. */
    async accountByEmail(email: string) {
      const [account] = await db
        .select({ id: t.users.id, email: t.users.email, coachId: t.users.coachId, coachName: t.coaches.name })
        .from(t.users)
        .leftJoin(t.coaches, eq(t.coaches.id, t.users.coachId))
        .where(eq(t.users.email, email))
        .limit(1);
      return account;
    },

    /**
     * Takes the profile from the account that runs it (the `coach` role and `coach_id` together;
     * the account stays, a learner's) and withdraws the profile's pending invitations, in one
     * transaction with the audit row `record` writes of what changed. The account's row is locked
     * first, so of two calls at once the second finds no account. Nothing changed: no audit row.
     */
    async removeAccount(coachId: string, record: AuditIn<RemovedAccess>) {
      return db.transaction(async (tx): Promise<RemovedAccess> => {
        const [account] = await tx
          .select({ id: t.users.id, name: t.users.name, email: t.users.email, roles: t.users.roles })
          .from(t.users)
          .where(eq(t.users.coachId, coachId))
          .for("update");
        if (account) {
          await tx
            .update(t.users)
            .set({
              coachId: null,
              roles: sql`array_remove(${t.users.roles}, 'coach')`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(t.users.id, account.id), eq(t.users.coachId, coachId)));
        }
        const withdrawn = await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(invitations.coachId, coachId), pending))
          .returning({ id: invitations.id });
        const removed = { account: account ?? null, withdrawn: withdrawn.map((row) => row.id) };
        if (removed.account || removed.withdrawn.length > 0) await record(tx, removed);
        return removed;
      });
    },

    /** The account that runs a coach profile, if any. */
    async accountOf(coachId: string) {
      const [account] = await db
        .select({ id: t.users.id, name: t.users.name, email: t.users.email })
        .from(t.users)
        .where(eq(t.users.coachId, coachId))
        .limit(1);
      return account;
    },

    /** A profile's invitations, newest first. */
    list(coachId: string) {
      return db
        .select()
        .from(invitations)
        .where(eq(invitations.coachId, coachId))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
    },

    /** A new invitation; the profile's earlier pending ones are withdrawn in the same transaction. */
    async invite(
      input: {
        coachId: string;
        email: string;
        tokenHash: string;
        invitedBy: string | null;
        validDays: number;
      },
      audit: AuditIn<{ invitation: InvitationRow; withdrawn: string[] }>,
    ): Promise<{ invitation: InvitationRow; withdrawn: string[] }> {
      return db.transaction(async (tx) => {
        const withdrawn = await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(invitations.coachId, input.coachId), pending))
          .returning({ id: invitations.id });
        const [invitation] = await tx
          .insert(invitations)
          .values({
            coachId: input.coachId,
            email: input.email,
            tokenHash: input.tokenHash,
            invitedBy: input.invitedBy,
            expiresAt: sql`now() + make_interval(days => ${input.validDays})`,
          })
          .returning();
        if (!invitation) throw new Error("The invitation was not stored");
        const result = { invitation, withdrawn: withdrawn.map((row) => row.id) };
        await audit(tx, result);
        return result;
      });
    },

    /** Withdraws a pending invitation of the profile; answers it as it was, or undefined when there is none. */
    async revoke(coachId: string, invitationId: string, audit: AuditIn<{ before: InvitationRow }>) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(invitations)
          .where(and(eq(invitations.id, invitationId), eq(invitations.coachId, coachId)))
          .for("update");
        if (!before) return undefined;
        const [after] = await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(invitations.id, invitationId), pending))
          .returning();
        if (after) await audit(tx, { before });
        return { before, after };
      });
    },

    /** Undoes an invitation whose mail could not be sent. */
    async discard(invitationId: string, audit: AuditIn<void>) {
      await db.transaction(async (tx) => {
        await tx.delete(invitations).where(eq(invitations.id, invitationId));
        await audit(tx);
      });
    },

    async byToken(tokenHash: string) {
      const [row] = await db
        .select({ invitation: invitations, coach: refColumns.coach })
        .from(invitations)
        .innerJoin(t.coaches, and(eq(t.coaches.id, invitations.coachId), isNull(t.coaches.deletedAt)))
        .where(eq(invitations.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Accepts an invitation in one transaction, its row locked first so that of two accepts at
     * once the second sees it used: `check` judges the invitation (throwing refuses it), `account`
     * answers the account that takes it (creating one in `tx` if need be), which then runs the
     * profile (`users.coach_id` and the `coach` role together) and the invitation is marked accepted.
     */
    async accept(
      tokenHash: string,
      check: (invitation: InvitationRow | undefined) => InvitationRow,
      account: (tx: Database, invitation: InvitationRow) => Promise<{ id: string }>,
      refuse: { profileTaken: () => Error; alreadyCoach: () => Error },
      audit: AuditIn<{ invitation: InvitationRow; user: { id: string; email: string } }>,
    ): Promise<{ invitation: InvitationRow; userId: string }> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(invitations)
          .where(eq(invitations.tokenHash, tokenHash))
          .for("update");
        const invitation = check(locked);
        const user = await account(tx as unknown as Database, invitation);
        const [runner] = await tx
          .select({ id: t.users.id })
          .from(t.users)
          .where(eq(t.users.coachId, invitation.coachId))
          .limit(1);
        if (runner && runner.id !== user.id) throw refuse.profileTaken();
        const attached = await attach(tx, user.id, invitation.coachId);
        if (!attached) throw refuse.alreadyCoach();
        await tx
          .update(invitations)
          .set({ acceptedAt: sql`now()`, acceptedBy: user.id })
          .where(eq(invitations.id, invitation.id));
        await audit(tx, { invitation, user: { id: user.id, email: invitation.email } });
        return { invitation, userId: user.id };
      });
    },
  };
}

/** The account runs the profile; false when it already runs another one. */
async function attach(tx: Tx, userId: string, coachId: string): Promise<boolean> {
  const [row] = await tx
    .update(t.users)
    .set({
      coachId,
      roles: sql`case when 'coach' = any(${t.users.roles}) then ${t.users.roles} else array_append(${t.users.roles}, 'coach') end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(t.users.id, userId), sql`(${t.users.coachId} is null or ${t.users.coachId} = ${coachId})`))
    .returning({ id: t.users.id });
  return row !== undefined;
}

export type CoachAccountsRepository = ReturnType<typeof createCoachAccountsRepository>;
