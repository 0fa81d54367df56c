import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from "node:crypto";
import {
  ADMIN_SESSION_HEADER,
  ADMIN_SESSION_HOURS,
  type ApiQuery,
  type ApiResponse,
  type AuditEvent,
  messages,
  RECOVERY_CODE_COUNT,
  USER_ROLES,
  type UserRole,
} from "@clutch/contract";
import type { FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { MailMessage } from "../../lib/mail";
import { verifyPassword } from "../../lib/passwords";
import { BY_THE_ADMIN_COMMAND, secondFactorResetMail, secondFactorSetUpMail } from "./mails";
import type { AdminRepository, AuditExecutor, AuditRow, NewAuditRow } from "./repository";

const ISSUER = "Clutch Academy";
const SESSION_TTL_SECONDS = ADMIN_SESSION_HOURS * 60 * 60;
/** RFC 6238 defaults, which every authenticator app supports. */
const TOTP_SETTINGS = { issuer: ISSUER, algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Codes of the previous and the next time step are accepted too (clock drift). */
const TOTP_WINDOW = 1;

/** Who made a change: a signed-in operator (with the client's address), or the `admin` command. */
export type AuditActor =
  | { type: "user"; user: Pick<UserRow, "id" | "email">; clientAddress: string }
  | { type: "cli" };

export interface AuditEntry {
  actor: AuditActor;
  /** `<entity>.<verb>`, e.g. `course.updated`. */
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The actor of a change made through a request of a signed-in operator. */
const requestActor = (request: FastifyRequest): AuditActor => {
  if (!request.user) throw new Error("requestActor needs a signed-in request");
  return { type: "user", user: request.user, clientAddress: request.ip };
};

const auditRow = ({ actor, action, entityType, entityId, before, after }: AuditEntry): NewAuditRow => ({
  actorType: actor.type,
  actorUserId: actor.type === "user" ? actor.user.id : null,
  actorEmail: actor.type === "user" ? actor.user.email : null,
  action,
  entityType,
  entityId: entityId ?? null,
  before: before ?? null,
  after: after ?? null,
  clientAddress: actor.type === "user" ? actor.clientAddress : null,
});

const auditToWire = (row: AuditRow): AuditEvent => ({
  _id: row.id,
  at: row.occurredAt.toISOString(),
  actor: {
    type: row.actorType as "user" | "cli",
    _id: row.actorUserId,
    email: row.actorEmail,
  },
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  clientAddress: row.clientAddress,
});

/** A failure of the `admin` command: its message, and the exit code. */
export class CommandError extends Error {}

interface AdminServiceOptions {
  repository: AdminRepository;
  /**
   * Keys derived from the server secret: `secretKey` encrypts TOTP secrets, `codeKey` hashes
   * recovery codes, `sessionKey` signs console sessions. The `admin` command needs none of them.
   */
  keys?: { secretKey: Buffer; codeKey: Buffer; sessionKey: Buffer };
  /**
   * Sends the account's mails about its second factor (set up, reset). A mail that cannot be sent
   * does not undo the change: the sender logs (or, in the command, prints) the failure.
   */
  notify?: (message: MailMessage) => Promise<void>;
}

/**
 * Operator access: the admin role (changed only by the `admin` command), the TOTP second factor
 * with its recovery codes and console sessions, and the audit trail.
 */
export function createAdminService({ repository: repo, keys, notify = async () => {} }: AdminServiceOptions) {
  const requireKeys = () => {
    if (!keys) throw new Error("The admin service was built without its keys");
    return keys;
  };

  // ------------------------------------------------------------ audit

  const audit = {
    /**
     * Appends one row to the audit trail inside the caller's transaction (`tx`), so the change and
     * its audit row are kept or lost together. Every console and workspace change uses this.
     */
    recordIn: (tx: AuditExecutor, entry: AuditEntry) => repo.insertAuditIn(tx, auditRow(entry)),
    /** Appends one row on its own: only for acts that change nothing else (a CSV export). */
    record: (entry: AuditEntry) => repo.insertAudit(auditRow(entry)),
    /** The actor of a change made through a signed-in operator's request: the account and client address. */
    actorOf: requestActor,
  };

  async function listAudit(query: ApiQuery<"adminAudit"> & { page: number; limit: number }) {
    const { rows, total } = await repo.listAudit(
      {
        actor: query.actor,
        action: query.action,
        entityType: query.entityType,
        entityId: query.entityId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      query.page,
      query.limit,
    );
    return {
      success: true as const,
      data: rows.map(auditToWire),
      meta: { total, page: query.page, limit: query.limit },
    };
  }

  // ------------------------------------------------------------ roles (the `admin` command)

  async function verifiedAccount(email: string) {
    const normalised = email.trim().toLowerCase();
    const user = await repo.findUserByEmail(normalised);
    if (!user) throw new CommandError(`No account has the e-mail address ${normalised}`);
    if (!user.verifiedAt) {
      throw new CommandError(`The account ${normalised} has not verified its e-mail address yet`);
    }
    return user;
  }

  /** Grants or revokes the admin role; answers what happened, in a sentence. */
  async function changeAdminRole(email: string, grant: boolean): Promise<string> {
    const user = await verifiedAccount(email);
    const before = { roles: user.roles };
    const roles = grant ? [...user.roles, "admin"] : user.roles.filter((role) => role !== "admin");
    const changed = await repo.changeAdminRole(
      user.id,
      grant,
      auditRow({
        actor: { type: "cli" },
        action: grant ? "role.granted" : "role.revoked",
        entityType: "user",
        entityId: user.id,
        before: { email: user.email, ...before },
        after: { email: user.email, roles },
      }),
    );
    if (!changed) return grant ? `${user.email} is already an admin` : `${user.email} is not an admin`;
    return grant
      ? `${user.email} is now an admin; they set up their second factor at their first visit to /admin`
      : `${user.email} is no longer an admin (their second factor was removed)`;
  }

  async function listAdmins() {
    const rows = await repo.listAdmins();
    return rows.map((row) => ({
      email: row.email,
      name: row.name,
      secondFactor: row.confirmedAt ? "active" : row.hasFactor ? "pending" : "none",
    }));
  }

  /** Removes an admin's second factor (lost authenticator and recovery codes). */
  async function resetSecondFactor(email: string): Promise<string> {
    const user = await verifiedAccount(email);
    const removed = await repo.removeFactor(
      user.id,
      auditRow({
        actor: { type: "cli" },
        action: "second-factor.reset",
        entityType: "user",
        entityId: user.id,
        before: { email: user.email },
      }),
    );
    if (removed)
      await notify(secondFactorResetMail({ to: user.email, at: new Date(), from: BY_THE_ADMIN_COMMAND }));
    return removed
      ? `The second factor of ${user.email} was removed; they set up a new one at their next visit to /admin`
      : `${user.email} has no second factor`;
  }

  // ------------------------------------------------------------ second factor

  function encryptSecret(secret: Secret): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", requireKeys().secretKey, iv);
    const encrypted = Buffer.concat([cipher.update(Buffer.from(secret.bytes)), cipher.final()]);
    return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString("base64url")).join(".");
  }

  function decryptSecret(stored: string): Secret {
    const [iv = "", tag = "", data = ""] = stored.split(".");
    const decipher = createDecipheriv("aes-256-gcm", requireKeys().secretKey, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const bytes = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]);
    return new Secret({ buffer: new Uint8Array(bytes).buffer });
  }

  const totpOf = (user: UserRow, secret: Secret) => new TOTP({ ...TOTP_SETTINGS, label: user.email, secret });

  /** The time step a code belongs to, or null when it matches none within the window. */
  function stepOf(user: UserRow, secret: Secret, code: string): number | null {
    const totp = totpOf(user, secret);
    const delta = totp.validate({ token: code, window: TOTP_WINDOW });
    return delta === null ? null : totp.counter() + delta;
  }

  const recoveryCodeHash = (userId: string, code: string) =>
    createHmac("sha256", requireKeys().codeKey)
      .update(`${userId}\0${code.toLowerCase().replace(/[\s-]/g, "")}`)
      .digest("hex");

  /** `xxxxx-xxxxx` from an alphabet without look-alikes (50 bits). */
  function newRecoveryCode(): string {
    const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  }

  async function issueSession(user: UserRow, factorId: string) {
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const sessionId = randomUUID();
    await repo.openConsoleSession({ id: sessionId, userId: user.id, factorId, expiresAt });
    const session = await new SignJWT({
      pwv: user.passwordVersion,
      fid: factorId,
      sid: sessionId,
      typ: "admin-session",
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(requireKeys().sessionKey);
    return { success: true as const, session, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The console session a request carries for `user`, when it is signed by this server, unexpired
   * and for this account and password version (a password change, and the `admin` command's
   * changes, which bump the version, end it); its row is not checked yet.
   */
  async function sessionClaims(request: FastifyRequest, user: UserRow) {
    const header = request.headers[ADMIN_SESSION_HEADER];
    if (typeof header !== "string" || header.length > 2000) return null;
    let claims: { sub?: string; pwv?: unknown; fid?: unknown; sid?: unknown; typ?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(header, requireKeys().sessionKey, {
        algorithms: ["HS256"],
        requiredClaims: ["sub", "exp", "pwv", "fid", "sid"],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    const { typ, sub, pwv, fid, sid } = claims;
    if (typ !== "admin-session" || sub !== user.id || pwv !== user.passwordVersion) return null;
    if (typeof fid !== "string" || typeof sid !== "string") return null;
    return { factorId: fid, sessionId: sid };
  }

  /**
   * Whether a request carries a valid console session for `user`: valid claims (`sessionClaims`),
   * a session row not ended by a sign-out, and the account's current confirmed second factor (so a
   * reset or a revoked role ends it).
   */
  async function hasConsoleSession(request: FastifyRequest, user: UserRow): Promise<boolean> {
    const claims = await sessionClaims(request, user);
    return claims !== null && repo.isConsoleSessionLive(user.id, claims.sessionId, claims.factorId);
  }

  /**
   * The account's password, asked again before a second factor is enrolled, so that a stolen
   * sign-in token alone cannot enrol one (decision 061). Wrong passwords take slots of the same
   * durable per-account budget as wrong codes; the slot is given back by the caller once all is right.
   */
  async function checkPassword(user: UserRow, password: string, limits: SecondFactorLimits) {
    const slot = await limits.takeSecondFactorSlot(user.id);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, "WRONG_PASSWORD", messages.admin.wrongPassword);
    }
    return slot;
  }

  async function confirmedFactor(user: UserRow) {
    const factor = await repo.findFactor(user.id);
    if (!factor?.confirmedAt) throw new AppError(409, "CONFLICT", messages.admin.secondFactorNotSetUp);
    return factor;
  }

  return {
    audit,
    listAudit,
    changeAdminRole,
    listAdmins,
    resetSecondFactor,
    hasConsoleSession,

    /** Ends the console session the request carries (nothing to end is no error: signed out either way). */
    async signOut(request: FastifyRequest, user: UserRow) {
      const claims = await sessionClaims(request, user);
      if (claims) await repo.endConsoleSession(user.id, claims.sessionId);
      return { success: true as const, message: messages.admin.signedOut };
    },

    async me(request: FastifyRequest, user: UserRow): Promise<ApiResponse<"adminMe">> {
      const factor = await repo.findFactor(user.id);
      return {
        success: true,
        user: {
          _id: user.id,
          email: user.email,
          name: user.name,
          roles: user.roles.filter((role): role is UserRole =>
            (USER_ROLES as readonly string[]).includes(role),
          ),
        },
        secondFactor: {
          state: factor?.confirmedAt ? "active" : factor ? "pending" : "none",
          verified: await hasConsoleSession(request, user),
          recoveryCodesLeft: factor?.confirmedAt ? await repo.recoveryCodesLeft(user.id) : 0,
        },
      };
    },

    /** A new secret for an account without a confirmed factor (an unconfirmed one is replaced). */
    async setUp(
      user: UserRow,
      password: string,
      limits: SecondFactorLimits,
    ): Promise<ApiResponse<"adminSecondFactorSetup">> {
      const slot = await checkPassword(user, password, limits);
      await slot.giveBack();
      const secret = new Secret({ size: 20 });
      const saved = await repo.savePendingFactor(user.id, randomUUID(), encryptSecret(secret));
      if (!saved) throw new AppError(409, "CONFLICT", messages.admin.secondFactorAlreadySetUp);
      const otpauthUri = totpOf(user, secret).toString();
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
      ).toString("base64")}`;
      return { success: true, secret: secret.base32, otpauthUri, qrCode };
    },

    /** Confirms the set-up with a first code: the factor becomes active, with fresh recovery codes. */
    async confirm(
      request: FastifyRequest,
      user: UserRow,
      { code, password }: { code: string; password: string },
      limits: SecondFactorLimits,
    ) {
      const slot = await checkPassword(user, password, limits);
      const factor = await repo.findFactor(user.id);
      if (!factor || factor.confirmedAt) {
        await slot.giveBack(); // not a wrong guess
        throw new AppError(
          409,
          "CONFLICT",
          factor ? messages.admin.secondFactorAlreadySetUp : messages.admin.secondFactorNotSetUp,
        );
      }
      const step = stepOf(user, decryptSecret(factor.secretEncrypted), code);
      if (step === null) throw new AppError(400, "INVALID_OTP", messages.admin.invalidCode);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const confirmed = await repo.confirmFactor(
        user.id,
        factor.id,
        step,
        recoveryCodes.map((recoveryCode) => recoveryCodeHash(user.id, recoveryCode)),
        auditRow({
          actor: requestActor(request),
          action: "second-factor.set-up",
          entityType: "user",
          entityId: user.id,
          after: { recoveryCodes: RECOVERY_CODE_COUNT },
        }),
      );
      if (!confirmed) throw new AppError(409, "CONFLICT", messages.admin.secondFactorAlreadySetUp);
      await slot.giveBack();
      await notify(secondFactorSetUpMail({ to: user.email, at: new Date(), from: request.ip }));
      return { ...(await issueSession(user, factor.id)), recoveryCodes };
    },

    /** A console session for a code from the app; a code works once in its time step. */
    async verify(user: UserRow, code: string, limits: SecondFactorLimits) {
      const factor = await confirmedFactor(user);
      const slot = await limits.takeSecondFactorSlot(user.id);
      const step = stepOf(user, decryptSecret(factor.secretEncrypted), code);
      if (step === null) throw new AppError(400, "INVALID_OTP", messages.admin.invalidCode);
      if (!(await repo.useStep(user.id, factor.id, step))) {
        throw new AppError(400, "INVALID_OTP", messages.admin.codeAlreadyUsed);
      }
      await slot.giveBack();
      return issueSession(user, factor.id);
    },

    /** A console session for an unused recovery code, which is spent. */
    async recover(request: FastifyRequest, user: UserRow, recoveryCode: string, limits: SecondFactorLimits) {
      const factor = await confirmedFactor(user);
      const slot = await limits.takeSecondFactorSlot(user.id);
      const used = await repo.useRecoveryCode(
        user.id,
        recoveryCodeHash(user.id, recoveryCode),
        auditRow({
          actor: requestActor(request),
          action: "second-factor.recovery-code-used",
          entityType: "user",
          entityId: user.id,
        }),
      );
      if (!used) throw new AppError(400, "INVALID_OTP", messages.admin.invalidRecoveryCode);
      await slot.giveBack();
      return issueSession(user, factor.id);
    },
  };
}

/** The durable limit on wrong second-factor codes (the rate-limit plugin's). */
interface SecondFactorLimits {
  takeSecondFactorSlot(userId: string): Promise<{ giveBack(): Promise<void> }>;
}

export type AdminService = ReturnType<typeof createAdminService>;
