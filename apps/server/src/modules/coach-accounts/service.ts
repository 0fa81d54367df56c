import { createHash, randomBytes } from "node:crypto";
import {
  type CoachInvitation,
  coachInvitationMessages,
  INVITATION_VALID_DAYS,
  isIdShaped,
  messages,
  paths,
  type User,
} from "@clutch/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import type { AuditActor } from "../admin/service";
import { invitationMail } from "./mails";
import type { CoachAccountsRepository, InvitationRow } from "./repository";

const m = coachInvitationMessages;

export interface CoachAccountsDeps {
  repo: CoachAccountsRepository;
  accounts: FastifyInstance["accounts"];
  audit: FastifyInstance["audit"];
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Only the token's SHA-256 is stored: the database alone cannot open an invitation. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const coachNotFound = () => notFound(messages.catalogue.coachNotFound);
const invitationNotFound = () => notFound(m.notFound);
const used = () => new AppError(410, "INVITATION_USED", m.used);
const expired = () => new AppError(410, "INVITATION_EXPIRED", m.expired);
const conflict = (message: string) => new AppError(409, "CONFLICT", message);

function stateOf(row: InvitationRow, now = new Date()): CoachInvitation["state"] {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "pending";
}

const toWire = (row: InvitationRow): CoachInvitation => ({
  _id: row.id,
  email: row.email,
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/** An invitation a link may still use: 404 unknown or withdrawn, 410 used or expired. */
function usable(row: InvitationRow | undefined): InvitationRow {
  if (!row) throw invitationNotFound();
  if (row.acceptedAt) throw used();
  if (row.revokedAt) throw invitationNotFound();
  if (row.expiresAt <= new Date()) throw expired();
  return row;
}

/** How an invitation is accepted: a password for a new account, or the signed-in account of the invited e-mail. */
export type Acceptor = { password: string } | { user: UserRow };

/**
 * Coach accounts by invitation: an operator invites an e-mail address to
 * run a coach profile; the mailed single-use link creates an account for it or attaches the
 * existing one, which from then on runs the profile.
 */
export function createCoachAccountsService({
  repo,
  accounts,
  audit,
  mailer,
  log,
  publicUrl,
}: CoachAccountsDeps) {
  async function coachOf(coachId: string) {
    const coach = isIdShaped(coachId) ? await repo.coach(coachId) : undefined;
    if (!coach) throw coachNotFound();
    return coach;
  }

  return {
    async list(coachId: string) {
      const coach = await coachOf(coachId);
      const [account, rows] = await Promise.all([repo.accountOf(coach.id), repo.list(coach.id)]);
      return {
        account: account ? { _id: account.id, name: account.name, email: account.email } : null,
        data: rows.map(toWire),
      };
    },

    /** Invites `email` to run the profile and mails the link; an earlier pending invitation is withdrawn. */
    async invite(actor: AuditActor, coachId: string, email: string): Promise<CoachInvitation> {
      const coach = await coachOf(coachId);
      if (await repo.accountOf(coach.id)) throw conflict(m.profileTaken);
      const token = randomBytes(32).toString("base64url");
      const { invitation } = await repo.invite(
        {
          coachId: coach.id,
          email,
          tokenHash: hashToken(token),
          invitedBy: actor.type === "user" ? actor.user.id : null,
          validDays: INVITATION_VALID_DAYS,
        },
        (tx, { invitation, withdrawn }) =>
          audit.recordIn(tx, {
            actor,
            action: "coach-invitation.created",
            entityType: "coach",
            entityId: coach.id,
            before: withdrawn.length ? { withdrawn } : null,
            after: { invitationId: invitation.id, email },
          }),
      );
      try {
        await mailer.send(
          invitationMail({
            to: email,
            coachName: coach.name,
            link: `${publicUrl}${paths.coachInvitation(token)}`,
            expiresAt: invitation.expiresAt,
          }),
        );
      } catch (error) {
        log.error({ err: error, coachId: coach.id }, "Could not mail a coach invitation");
        await repo.discard(invitation.id, (tx) =>
          audit.recordIn(tx, {
            actor,
            action: "coach-invitation.discarded",
            entityType: "coach",
            entityId: coach.id,
            before: { invitationId: invitation.id, email },
            after: { reason: "the invitation could not be mailed" },
          }),
        );
        throw new AppError(502, "MAIL_DELIVERY_FAILED", messages.auth.mailDeliveryFailed);
      }
      return toWire(invitation);
    },

    async revoke(actor: AuditActor, coachId: string, invitationId: string): Promise<CoachInvitation> {
      const coach = await coachOf(coachId);
      const result = isIdShaped(invitationId)
        ? await repo.revoke(coach.id, invitationId, (tx, { before }) =>
            audit.recordIn(tx, {
              actor,
              action: "coach-invitation.revoked",
              entityType: "coach",
              entityId: coach.id,
              before: { invitationId, state: stateOf(before) },
              after: { invitationId, state: "revoked" },
            }),
          )
        : undefined;
      if (!result) throw notFound(m.invitationNotFound);
      if (!result.after) throw conflict(m.notPending);
      return toWire(result.after);
    },

    async preview(token: string) {
      const found = await repo.byToken(hashToken(token));
      if (!found) throw invitationNotFound();
      const invitation = usable(found.invitation);
      const account = await accounts.findByEmail(invitation.email);
      return { coach: found.coach, email: invitation.email, hasAccount: account !== undefined };
    },

    /**
     * Accepts an invitation for a new account (a password) or the signed-in one; answers a fresh
     * token and the User, which now runs the profile. Single use, even for two accepts at once.
     */
    async accept(
      token: string,
      acceptor: Acceptor | undefined,
      clientAddress: string,
    ): Promise<{ token: string; user: User }> {
      const tokenHash = hashToken(token);
      if (!(await repo.byToken(tokenHash))) throw invitationNotFound();
      if (!acceptor)
        throw badRequest(m.passwordOrSignIn, [{ path: "password", message: m.passwordOrSignIn }]);
      // Hashed before the invitation is locked: argon2 takes a while.
      const passwordHash =
        "password" in acceptor ? await accounts.hashNewPassword(acceptor.password) : undefined;
      const { userId } = await repo.accept(
        tokenHash,
        usable,
        async (tx, invitation) => {
          if ("user" in acceptor) {
            if (acceptor.user.email !== invitation.email) throw new AppError(403, "FORBIDDEN", m.otherEmail);
            if (acceptor.user.coachId && acceptor.user.coachId !== invitation.coachId)
              throw conflict(m.alreadyCoach);
            return acceptor.user;
          }
          const created = await accounts.createVerified(tx, invitation.email, passwordHash ?? "");
          if (!created) throw new AppError(409, "USER_EXISTS", m.accountExists);
          return created;
        },
        { profileTaken: () => conflict(m.profileTaken), alreadyCoach: () => conflict(m.alreadyCoach) },
        (tx, { invitation, user }) =>
          audit.recordIn(tx, {
            actor: { type: "user", user, clientAddress },
            action: "coach-invitation.accepted",
            entityType: "coach",
            entityId: invitation.coachId,
            before: { invitationId: invitation.id, state: "pending" },
            after: {
              invitationId: invitation.id,
              state: "accepted",
              userId: user.id,
              newAccount: "password" in acceptor,
            },
          }),
      );
      const user = await accounts.findById(userId);
      if (!user) throw new Error("The account that accepted the invitation is gone");
      return accounts.signIn(user);
    },
  };
}

export type CoachAccountsService = ReturnType<typeof createCoachAccountsService>;
