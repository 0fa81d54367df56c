import {
  messages,
  OTP_TTL_MINUTES,
  PROFILE_IMAGE_MAX_BYTES,
  UserDetailsFieldsSchema,
} from "@clutch/contract";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { AppError, badRequest } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import { bodyEmail, clientKey, routeRateLimit } from "../../plugins/rate-limit";
import { multipartFieldText } from "../../plugins/request-text";
import type { AttemptCookie, AuthService, SignInGuard } from "./service";

/** Names this browser's sign-up attempt (docs/security.md); HttpOnly, SameSite=Strict. */
const ATTEMPT_COOKIE = "clutch_signup";
const ATTEMPT_COOKIE_PATH = "/api/auth";

const MULTIPART_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 4096,
  parts: 21,
  headerPairs: 200,
};

/** Accounts: registration with an e-mailed code, sign-in, password reset and change, profile. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  const { limits } = app.config;
  const loginLimit = routeRateLimit(
    limits.login.max,
    limits.login.windowMs,
    (r) => `${clientKey(r)}|${bodyEmail(r)}`,
  );
  const passwordChangeLimit = routeRateLimit(
    limits.passwordChange.max,
    limits.passwordChange.windowMs,
    (r) => (r.user ? `user:${r.user.id}` : `ip:${clientKey(r)}`),
  );
  /** Registrations and reset requests count against the address's and the client's code e-mails. */
  const spendCodeEmail = async (request: FastifyRequest) =>
    app.durableLimits.spendCodeEmail(request, bodyEmail(request));
  const signInGuard = (request: FastifyRequest): SignInGuard => ({
    take: () => app.durableLimits.takeSignInSlot(request),
  });
  const attemptCookie = (request: FastifyRequest, reply: FastifyReply): AttemptCookie => ({
    value: request.cookies[ATTEMPT_COOKIE],
    set: (value) =>
      reply.setCookie(ATTEMPT_COOKIE, value, {
        path: ATTEMPT_COOKIE_PATH,
        httpOnly: true,
        sameSite: "strict",
        secure: app.config.publicUrl.startsWith("https://"),
        maxAge: OTP_TTL_MINUTES * 60,
      }),
  });

  await app.register(cookie);
  // Only this plugin accepts multipart bodies (the profile form).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.route({
    ...endpoint(app, "register"),
    preHandler: spendCodeEmail,
    handler: async (request, reply) => {
      await service.register(request.body.email, request.body.password, attemptCookie(request, reply));
      return { success: true as const, message: messages.auth.otpSent };
    },
  });

  app.route({
    ...endpoint(app, "verifyOtp"),
    handler: async (request, reply) => {
      const { email, Userotp } = request.body;
      const signedIn = await service.verifyEmail(email, Userotp, attemptCookie(request, reply));
      reply.clearCookie(ATTEMPT_COOKIE, { path: ATTEMPT_COOKIE_PATH });
      return { success: true as const, ...signedIn };
    },
  });

  app.route({
    ...endpoint(app, "login"),
    config: { rateLimit: loginLimit },
    handler: async (request, reply) => ({
      success: true as const,
      ...(await service.login(
        request.body.email,
        request.body.password,
        signInGuard(request),
        attemptCookie(request, reply),
        () => spendCodeEmail(request),
      )),
    }),
  });

  app.route({
    ...endpoint(app, "userData"),
    handler: async (request) => ({
      success: true as const,
      ...(await service.userData(currentUser(request))),
    }),
  });

  app.route({
    ...endpoint(app, "updateAdditionalInfo"),
    handler: async (request) => ({
      success: true as const,
      message: messages.auth.preferencesUpdated,
      user: await service.savePreferences(currentUser(request), request.body),
    }),
  });

  app.route({
    ...endpoint(app, "forgotPassword"),
    preHandler: spendCodeEmail,
    handler: async (request) => {
      await service.forgotPassword(request.body.email);
      return { success: true as const, message: messages.auth.otpSentShort };
    },
  });

  app.route({
    ...endpoint(app, "resetPassword"),
    handler: async (request) => {
      const { email, otp, password } = request.body;
      await service.resetPassword(email, otp, password);
      return { success: true as const, message: messages.auth.passwordResetSuccessful };
    },
  });

  app.route({
    ...endpoint(app, "changePassword"),
    config: { rateLimit: passwordChangeLimit },
    handler: async (request) => {
      const { oldPassword, newPassword } = request.body;
      const token = await service.changePassword(currentUser(request), oldPassword, newPassword);
      return { success: true as const, message: messages.auth.passwordChanged, token };
    },
  });

  app.route({
    ...endpoint(app, "updateUserDetails"),
    handler: async (request) => {
      const user = currentUser(request);
      const { fields, image } = await readProfileForm(request);
      const parsed = UserDetailsFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw badRequest(errors[0]?.message ?? messages.validation.invalidValue, errors);
      }
      return {
        success: true as const,
        message: messages.auth.profileUpdated,
        user: await service.updateDetails(user, parsed.data, image),
      };
    },
  });

  /** The text fields and the optional `image` file of the profile form. */
  async function readProfileForm(request: FastifyRequest) {
    if (!request.isMultipart()) {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", messages.auth.multipartRequired);
    }
    const fields: Record<string, string> = {};
    let image: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          const bytes = await part.toBuffer();
          if (part.fieldname !== "image") {
            throw badRequest(messages.validation.invalidValue, [
              { path: part.fieldname, message: messages.validation.invalidValue },
            ]);
          }
          // A form without a chosen file sends an empty part: no new image.
          if (bytes.length > 0) image = bytes;
        } else if (part.fieldname !== "image") {
          fields[part.fieldname] = multipartFieldText(part);
        }
      }
    } catch (cause) {
      if (cause instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(413, "PAYLOAD_TOO_LARGE", messages.auth.imageTooLarge);
      }
      if (cause instanceof AppError) throw cause;
      // A form the parser cannot read (no or wrong boundary, cut short): the client's fault.
      request.log.info({ err: cause }, "unreadable multipart form");
      throw new AppError(400, "BAD_REQUEST", messages.auth.multipartInvalid);
    }
    return { fields, image };
  }
};
