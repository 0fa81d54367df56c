import { randomBytes } from "node:crypto";
import { unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type AdditionalInfoRequest,
  messages,
  OTP_MAX_ATTEMPTS,
  type User,
  type UserDetailsFieldsSchema,
} from "@clutch/contract";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, badRequest } from "../../lib/errors";
import { sniffImageType } from "../../lib/images";
import { type Mailer, otpMail } from "../../lib/mail";
import { generateOtp, hashOtp, type OtpPurpose, otpMatches } from "../../lib/otp";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import type { TokenService } from "../../lib/tokens";
import type { UserRow } from "../../plugins/auth";
import type { AuthRepository } from "./repository";

const invalidOtp = () => new AppError(400, "INVALID_OTP", messages.auth.invalidOtp);
const tooManyAttempts = () => new AppError(429, "TOO_MANY_ATTEMPTS", messages.auth.tooManyAttempts);
const invalidCredentials = () => new AppError(401, "INVALID_CREDENTIALS", messages.auth.invalidCredentials);

/** Names the server gave uploaded files; anything else in the column is never deleted. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

const OTP_MAIL: Record<OtpPurpose, { subject: string; intro: string }> = {
  "verify-email": {
    subject: messages.auth.otpMailSubjectVerify,
    intro: "Welcome to Clutch Academy! Enter this code to verify your e-mail address.",
  },
  "reset-password": {
    subject: messages.auth.otpMailSubjectReset,
    intro: "Enter this code to choose a new password for your Clutch Academy account.",
  },
};

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: TokenService;
  otpKey: Buffer;
  mailer: Mailer;
  uploadsDir: string;
  log: FastifyBaseLogger;
}

/** Counts one code e-mail against the sender's budget (throws 429 when it is spent). */
export type SendBudget = () => Promise<void>;

export function createAuthService({ repo, tokens, otpKey, mailer, uploadsDir, log }: AuthServiceDeps) {
  /**
   * Issues a fresh code (replacing any live one) and mails it. The code is committed before the
   * mail goes out; if the mail fails the caller gets 502 MAIL_DELIVERY_FAILED and simply retries,
   * which issues another code — no half-made state to clean up.
   */
  async function sendCode(user: UserRow, purpose: OtpPurpose, spendBudget: SendBudget) {
    await spendBudget();
    const code = generateOtp();
    await repo.putCode(user.id, purpose, hashOtp(otpKey, user.id, purpose, code));
    const { subject, intro } = OTP_MAIL[purpose];
    try {
      await mailer.send(otpMail(user.email, subject, intro, code));
    } catch (error) {
      log.error({ err: error, purpose }, "Could not send a one-time code e-mail");
      throw new AppError(502, "MAIL_DELIVERY_FAILED", messages.auth.mailDeliveryFailed);
    }
  }

  /**
   * Checks a code and, when right, uses it up and runs `then` in the same transaction. Wrong
   * guesses are counted in SQL (never past the limit), so concurrent guessing cannot exceed it;
   * the fifth wrong guess, and every try after it, answers 429.
   */
  async function redeemCode<T>(
    user: UserRow | undefined,
    purpose: OtpPurpose,
    code: string,
    prepare: () => Promise<unknown>,
    then: (tx: Database) => Promise<T>,
  ): Promise<T> {
    const row = user ? await repo.findCode(user.id, purpose) : undefined;
    if (!user || !row) throw invalidOtp();
    if (!row.live) throw invalidOtp(); // expired
    if (row.failedAttempts >= OTP_MAX_ATTEMPTS) throw tooManyAttempts();
    const deadOrInvalid = async () => {
      const again = await repo.findCode(user.id, purpose);
      const dead = again?.codeHash === row.codeHash && again.failedAttempts >= OTP_MAX_ATTEMPTS;
      return dead ? tooManyAttempts() : invalidOtp();
    };
    if (!otpMatches(otpKey, user.id, purpose, code, row.codeHash)) {
      const failures = await repo.recordFailedAttempt(row.id, row.codeHash);
      if (failures === undefined) throw await deadOrInvalid();
      throw failures >= OTP_MAX_ATTEMPTS ? tooManyAttempts() : invalidOtp();
    }
    await prepare();
    const outcome = await repo.consumeCode(row.id, row.codeHash, then);
    if (!outcome.consumed) throw await deadOrInvalid();
    return outcome.result;
  }

  async function signIn(user: UserRow): Promise<{ token: string; user: User }> {
    const token = await tokens.sign({ userId: user.id, passwordVersion: user.passwordVersion });
    return { token, user: await repo.toWire(user) };
  }

  return {
    async register(email: string, password: string, spendBudget: SendBudget) {
      const existing = await repo.findByEmail(email);
      if (existing?.verifiedAt) throw new AppError(409, "USER_EXISTS", messages.auth.userExists);
      const passwordHash = await hashPassword(password);
      const user = await repo.upsertUnverified(email, passwordHash);
      // Verified between the check above and the write: the account is someone's now.
      if (!user) throw new AppError(409, "USER_EXISTS", messages.auth.userExists);
      await sendCode(user, "verify-email", spendBudget);
    },

    async verifyEmail(email: string, code: string) {
      const user = await repo.findByEmail(email);
      const verified = await redeemCode(
        user,
        "verify-email",
        code,
        async () => {},
        (tx) => repo.markVerified(tx, user?.id ?? ""),
      );
      if (!verified) throw invalidOtp();
      return signIn(verified);
    },

    async login(email: string, password: string, spendBudget: SendBudget) {
      const user = await repo.findByEmail(email);
      // Unknown e-mail: spend the same argon2 work as a real check, so timing reveals nothing.
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) throw invalidCredentials();
      if (!user.verifiedAt) {
        await sendCode(user, "verify-email", spendBudget);
        throw new AppError(403, "NOT_VERIFIED", messages.auth.notVerified);
      }
      if (needsRehash(user.passwordHash)) {
        await repo.rehashPassword(user.id, user.passwordHash, await hashPassword(password));
      }
      return signIn(user);
    },

    async forgotPassword(email: string, spendBudget: SendBudget) {
      const user = await repo.findByEmail(email);
      if (!user) throw new AppError(404, "USER_NOT_FOUND", messages.auth.userNotFound);
      await sendCode(user, "reset-password", spendBudget);
    },

    /** A right code proves the mailbox, so it also verifies a not-yet-verified account. */
    async resetPassword(email: string, code: string, password: string) {
      const user = await repo.findByEmail(email);
      let passwordHash = "";
      await redeemCode(
        user,
        "reset-password",
        code,
        async () => {
          passwordHash = await hashPassword(password);
        },
        (tx) => repo.setPassword(tx, user?.id ?? "", passwordHash, { verify: true }),
      );
    },

    async changePassword(user: UserRow, oldPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError(400, "WRONG_PASSWORD", messages.auth.wrongPassword);
      }
      const passwordHash = await hashPassword(newPassword);
      // Only if no other change happened meanwhile (that one revoked this token already).
      const updated = await repo.setPassword(repo.db, user.id, passwordHash, {
        expectVersion: user.passwordVersion,
      });
      if (!updated) throw new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized);
      return tokens.sign({ userId: updated.id, passwordVersion: updated.passwordVersion });
    },

    async userData(user: UserRow) {
      return { user: await repo.toWire(user), additionalInfo: user.preferencesSavedAt !== null };
    },

    async savePreferences(user: UserRow, body: AdditionalInfoRequest) {
      const gameIds = [...new Set(body.gamesIntrestedIn)];
      const known = await repo.visibleGameIds(gameIds);
      const unknown = gameIds.findIndex((id) => !known.has(id));
      if (unknown !== -1) {
        throw badRequest(messages.auth.unknownGame, [
          {
            path: `gamesIntrestedIn.${body.gamesIntrestedIn.indexOf(gameIds[unknown] ?? "")}`,
            message: messages.auth.unknownGame,
          },
        ]);
      }
      await repo.savePreferences(user.id, {
        coaching1v1: body.instrestedInCoaching1v1,
        coachingTeam: body.instrestedInCoachingTeam,
        gameIds,
      });
      return reload(user.id);
    },

    /**
     * Saves the profile. A new image is checked by its bytes, written under a random name, and the
     * old file deleted only after the database points at the new one.
     */
    async updateDetails(user: UserRow, fields: z.output<typeof UserDetailsFieldsSchema>, image?: Buffer) {
      if (fields.email !== user.email) {
        throw badRequest(messages.auth.emailCannotChange, [
          { path: "email", message: messages.auth.emailCannotChange },
        ]);
      }
      const { email: _email, ...details } = fields;
      if (!image) {
        await repo.updateDetails(user.id, details);
        return reload(user.id);
      }
      const type = sniffImageType(image);
      if (!type) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.imageType);
      const name = `${randomBytes(16).toString("hex")}.${type.extension}`;
      const file = join(uploadsDir, name);
      await writeFile(file, image, { flag: "wx", mode: 0o644 });
      let previous: string | null;
      try {
        previous = await repo.updateDetailsWithImage(user.id, details, name);
      } catch (error) {
        await unlink(file).catch(() => {});
        throw error;
      }
      if (previous && previous !== name && UPLOAD_NAME.test(previous)) {
        await unlink(join(uploadsDir, previous)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") log.warn({ err: error }, "Could not delete a replaced profile image");
        });
      }
      return reload(user.id);
    },
  };

  async function reload(userId: string): Promise<User> {
    const fresh = await repo.findById(userId);
    if (!fresh) throw new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized);
    return repo.toWire(fresh);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
