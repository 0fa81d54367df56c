import { createHash, randomBytes, randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import {
  type AdditionalInfoRequest,
  messages,
  USER_ROLES,
  type User,
  type UserDetailsFieldsSchema,
  type UserRole,
} from "@clutch/contract";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { UserRow } from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";
import { AVATAR_EXTENSION, isReencodedAvatar, reencodeAvatar } from "../../lib/images";
import { type Mailer, otpMail } from "../../lib/mail";
import { generateOtp, hashOtp, type OtpPurpose, otpMatches } from "../../lib/otp";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import type { Storage } from "../../lib/storage/storage";
import type { TokenService } from "../../lib/tokens";
import type { AuthRepository } from "./repository";

const invalidOtp = () => new AppError(400, "INVALID_OTP", messages.auth.invalidOtp);
const tooManyAttempts = () => new AppError(429, "TOO_MANY_ATTEMPTS", messages.auth.tooManyAttempts);
const invalidCredentials = () => new AppError(401, "INVALID_CREDENTIALS", messages.auth.invalidCredentials);
const userExists = () => new AppError(409, "USER_EXISTS", messages.auth.userExists);

/** How many of an address's newest waiting sign-ups a sign-in checks the password against. */
const PENDING_SIGN_UPS_CHECKED = 3;

/** The attempt cookie's value is random; only its hash is stored. */
const hashAttemptCookie = (value: string) => createHash("sha256").update(value).digest("hex");

/** Where the web server serves stored profile pictures from. */
const UPLOADS_URL_PREFIX = "/uploads/";

/** Names the server gave uploaded files; anything else in the column is never deleted. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;
/** Left in the store once every stored picture has been through `reencodeAvatar`. */
export const REENCODED_MARKER = ".reencoded";
const AVATAR_TYPE = `image/${AVATAR_EXTENSION}`;

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
  repository: AuthRepository;
  tokens: TokenService;
  otpKey: Buffer;
  mailer: Mailer;
  /** Where profile pictures are kept (each under its own name, served at /uploads/<name>). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Wrong guesses after which a code is dead. */
  otpMaxTries: number;
}

/** Counts one code e-mail against the sender's budget (throws 429 when it is spent). */
export type SendBudget = () => Promise<void>;

/** The sign-up attempt cookie of the browser making the request. */
export interface AttemptCookie {
  value: string | undefined;
  set(value: string): void;
}

/**
 * The per-client limit on failed sign-ins: a slot is taken before the password is checked (429
 * when none is left) and given back unless the sign-in fails.
 */
export interface SignInGuard {
  take(): Promise<{ giveBack(): Promise<void> }>;
}

/** One store of e-mailed codes (account codes, or sign-up attempts), as `redeem` needs it. */
interface CodeStore<T> {
  row: { id: string; codeHash: string; failedAttempts: number; live: boolean } | undefined;
  matches(code: string, codeHash: string): boolean;
  recordFailure(id: string, codeHash: string): Promise<number | undefined>;
  consume(id: string, codeHash: string): Promise<{ consumed: false } | { consumed: true; result: T }>;
  reread(id: string): Promise<{ codeHash: string; failedAttempts: number } | undefined>;
}

export function createAuthService({
  repository: repo,
  tokens,
  otpKey,
  mailer,
  storage,
  log,
  otpMaxTries,
}: AuthServiceDeps) {
  async function mailCode(email: string, purpose: OtpPurpose, code: string) {
    const { subject, intro } = OTP_MAIL[purpose];
    try {
      await mailer.send(otpMail(email, subject, intro, code));
    } catch (error) {
      log.error({ err: error, purpose }, "Could not send a one-time code e-mail");
      throw new AppError(502, "MAIL_DELIVERY_FAILED", messages.auth.mailDeliveryFailed);
    }
  }

  /**
   * Issues a fresh account code (replacing any live one) and mails it. The code is committed before
   * the mail goes out; if the mail fails the caller gets 502 MAIL_DELIVERY_FAILED and simply
   * retries, which issues another code — no half-made state to clean up.
   */
  async function sendCode(user: UserRow, purpose: OtpPurpose) {
    const code = generateOtp();
    await repo.putCode(user.id, purpose, hashOtp(otpKey, user.id, purpose, code));
    await mailCode(user.email, purpose, code);
  }

  /**
   * A new sign-up attempt with its own password and code, mailed to the address; answers the
   * value of the cookie that binds it to this browser. No other attempt or account is touched.
   */
  async function startAttempt(email: string, passwordHash: string): Promise<string> {
    const id = randomUUID();
    const cookie = randomBytes(32).toString("base64url");
    const code = generateOtp();
    await repo.createAttempt({
      id,
      email,
      cookieHash: hashAttemptCookie(cookie),
      passwordHash,
      codeHash: hashOtp(otpKey, id, "verify-email", code),
    });
    await mailCode(email, "verify-email", code);
    return cookie;
  }

  /**
   * Checks a code and, when right, uses it up (with what `consume` does in the same transaction).
   * Wrong guesses are counted in SQL (never past the limit), so concurrent guessing cannot exceed
   * it; the last allowed wrong guess, and every try after it, answers 429.
   */
  async function redeem<T>(store: CodeStore<T>, code: string): Promise<T> {
    const { row } = store;
    if (!row?.live) throw invalidOtp();
    if (row.failedAttempts >= otpMaxTries) throw tooManyAttempts();
    const deadOrInvalid = async () => {
      const again = await store.reread(row.id);
      const dead = again?.codeHash === row.codeHash && again.failedAttempts >= otpMaxTries;
      return dead ? tooManyAttempts() : invalidOtp();
    };
    if (!store.matches(code, row.codeHash)) {
      const failures = await store.recordFailure(row.id, row.codeHash);
      if (failures === undefined) throw await deadOrInvalid();
      throw failures >= otpMaxTries ? tooManyAttempts() : invalidOtp();
    }
    const outcome = await store.consume(row.id, row.codeHash);
    if (!outcome.consumed) throw await deadOrInvalid();
    return outcome.result;
  }

  async function signIn(user: UserRow): Promise<{ token: string; user: User }> {
    const token = await tokens.sign({ userId: user.id, passwordVersion: user.passwordVersion });
    return { token, user: await toWire(user) };
  }

  return {
    /** Starts a sign-up attempt and binds it to this browser (docs/security.md). */
    async register(email: string, password: string, cookie: AttemptCookie) {
      if (await repo.findByEmail(email)) throw userExists();
      await repo.deleteExpiredAttempts();
      cookie.set(await startAttempt(email, await hashPassword(password)));
    },

    /** Completes the attempt this browser's cookie names, with that attempt's own password. */
    async verifyEmail(email: string, code: string, cookie: AttemptCookie) {
      const found = cookie.value
        ? await repo.findAttemptByCookie(hashAttemptCookie(cookie.value))
        : undefined;
      const attempt = found?.email === email ? found : undefined;
      const user = await redeem(
        {
          row: attempt,
          matches: (guess, codeHash) =>
            otpMatches(otpKey, attempt?.id ?? "", "verify-email", guess, codeHash),
          recordFailure: (id, codeHash) => repo.recordAttemptFailure(id, codeHash, otpMaxTries),
          consume: (id, codeHash) => repo.completeAttempt(id, codeHash, otpMaxTries),
          reread: (id) => repo.findAttemptCode(id),
        },
        code,
      );
      // The address got an account from another of its attempts meanwhile; that one stays as it is.
      if (!user) throw userExists();
      return signIn(user);
    },

    /**
     * Signs in. An address with no account but a sign-up waiting for its code, whose password this
     * is, gets 403 NOT_VERIFIED and a fresh attempt (with that password) bound to this browser.
     */
    async login(
      email: string,
      password: string,
      guard: SignInGuard,
      cookie: AttemptCookie,
      spendBudget: SendBudget,
    ) {
      const slot = await guard.take();
      let failed = false;
      try {
        const user = await repo.findByEmail(email);
        if (user) {
          if (!(await verifyPassword(user.passwordHash, password))) {
            failed = true;
            throw invalidCredentials();
          }
          if (needsRehash(user.passwordHash)) {
            await repo.rehashPassword(user.id, user.passwordHash, await hashPassword(password));
          }
          return await signIn(user);
        }
        const pending = await repo.liveAttemptPasswords(email, PENDING_SIGN_UPS_CHECKED);
        for (const passwordHash of pending) {
          if (await verifyPassword(passwordHash, password)) {
            await spendBudget();
            cookie.set(await startAttempt(email, passwordHash));
            throw new AppError(403, "NOT_VERIFIED", messages.auth.notVerified);
          }
        }
        // Unknown e-mail: spend the same argon2 work as a real check, so timing reveals nothing.
        if (pending.length === 0) await verifyAgainstDummy(password);
        failed = true;
        throw invalidCredentials();
      } finally {
        // A right password (or a sign-in that broke before judging it) is no failed sign-in.
        if (!failed) {
          await slot
            .giveBack()
            .catch((error) => log.warn({ err: error }, "Could not give back a sign-in slot"));
        }
      }
    },

    /** Accounts as other modules reach them (`app.accounts`); never through this module's repository. */
    accounts: {
      findByEmail: (email: string) => repo.findByEmail(email),
      findById: (id: string) => repo.findById(id),
      /** The argon2id hash a new account's password is stored as (the same as a registration's). */
      hashNewPassword: (password: string) => hashPassword(password),
      /** See the repository's `insertVerified`. */
      createVerified: (tx: AuthRepository["db"], email: string, passwordHash: string) =>
        repo.insertVerified(tx, email, passwordHash),
      /** A fresh token and the User, as a sign-in answers them. */
      signIn,
    },

    async forgotPassword(email: string) {
      const user = await repo.findByEmail(email);
      if (!user) throw new AppError(404, "USER_NOT_FOUND", messages.auth.userNotFound);
      await sendCode(user, "reset-password");
    },

    async resetPassword(email: string, code: string, password: string) {
      const user = await repo.findByEmail(email);
      const row = user ? await repo.findCode(user.id, "reset-password") : undefined;
      await redeem(
        {
          row,
          matches: (guess, codeHash) => otpMatches(otpKey, user?.id ?? "", "reset-password", guess, codeHash),
          recordFailure: (id, codeHash) => repo.recordFailedAttempt(id, codeHash, otpMaxTries),
          consume: async (id, codeHash) => {
            // Hashed only for a right code, so wrong guesses cost no argon2 work.
            const passwordHash = await hashPassword(password);
            return repo.consumeCode(id, codeHash, otpMaxTries, (tx) =>
              repo.setPassword(tx, user?.id ?? "", passwordHash),
            );
          },
          reread: async () => (user ? repo.findCode(user.id, "reset-password") : undefined),
        },
        code,
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
      return { user: await toWire(user), additionalInfo: user.preferencesSavedAt !== null };
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
      // Decoded and encoded again (no metadata, at most 512 px) before anything is written or saved.
      const avatar = await reencodeAvatar(image);
      const name = `${randomBytes(16).toString("hex")}.${AVATAR_EXTENSION}`;
      await storage.put(name, avatar, { contentType: AVATAR_TYPE });
      let previous: string | null;
      try {
        previous = await repo.updateDetailsWithImage(user.id, details, name);
      } catch (error) {
        await storage.delete(name).catch(() => {});
        throw error;
      }
      if (previous && previous !== name && UPLOAD_NAME.test(previous)) await deleteUpload(previous);
      return reload(user.id);
    },

    /**
     * Start-up: every picture a profile points to that is not one of `reencodeAvatar`'s WebP files
     * (one stored byte for byte before uploads were re-encoded, EXIF and all) goes through
     * `reencodeAvatar` now; the profile then points at the new file and the old one is deleted. A
     * file that does not decode is deleted and the profile's picture cleared. A name the server did
     * not give, or a file that is missing, is left alone. Uploads have been re-encoded on arrival
     * since, so one complete pass is enough: it leaves a marker in the uploads folder, and later
     * starts do nothing.
     */
    async reencodeStoredAvatars(): Promise<{ reencoded: number; removed: number; missing: number }> {
      const counts = { reencoded: 0, removed: 0, missing: 0 };
      if (await storage.head(REENCODED_MARKER)) return counts;
      for (const name of await repo.profileImagesInUse()) {
        if (!UPLOAD_NAME.test(name)) continue;
        const stored = await storage.get(name);
        if (!stored) {
          counts.missing++;
          continue;
        }
        const bytes = await buffer(stored.body);
        if (name.endsWith(`.${AVATAR_EXTENSION}`) && isReencodedAvatar(bytes)) continue;
        let avatar: Buffer;
        try {
          avatar = await reencodeAvatar(bytes);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Not an image we can read (415), or far too large (413): no picture rather than this file.
          await repo.replaceProfileImage(name, null);
          await deleteUpload(name);
          counts.removed++;
          continue;
        }
        const fresh = `${randomBytes(16).toString("hex")}.${AVATAR_EXTENSION}`;
        await storage.put(fresh, avatar, { contentType: AVATAR_TYPE });
        if ((await repo.replaceProfileImage(name, fresh)) === 0) {
          await deleteUpload(fresh); // the profile got another picture meanwhile
          continue;
        }
        await deleteUpload(name);
        counts.reencoded++;
      }
      await storage.put(REENCODED_MARKER, Buffer.from(`${new Date().toISOString()}\n`), {
        contentType: "text/plain",
      });
      return counts;
    },
  };

  /** Deletes a stored picture nobody points to any more (already gone is fine). */
  async function deleteUpload(name: string) {
    await storage.delete(name).catch((error: unknown) => {
      log.warn({ err: error, name }, "Could not delete an old profile image");
    });
  }

  /** The User wire object (docs/product.md#user-data-and-preferences): the row, its game interests and what it owns. */
  async function toWire(user: UserRow): Promise<User> {
    const { gameIds, courses, guides } = await repo.interestsAndPurchases(user.id);
    const image = user.profileImage ? `${UPLOADS_URL_PREFIX}${user.profileImage}` : null;
    const owned = (rows: { id: string; name: string; price: number; orderDate: Date }[]) =>
      rows.map((r) => ({ _id: r.id, name: r.name, price: r.price, orderDate: r.orderDate.toISOString() }));
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
      gamesIntrestedIn: gameIds,
      role: "user",
      roles: user.roles.filter((role): role is UserRole => (USER_ROLES as readonly string[]).includes(role)),
      coachId: user.coachId,
      createdAt: user.createdAt.toISOString(),
    };
  }

  async function reload(userId: string): Promise<User> {
    const fresh = await repo.findById(userId);
    if (!fresh) throw new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized);
    return toWire(fresh);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
