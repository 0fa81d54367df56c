import { join } from "node:path";
import {
  AdditionalInfoRequestSchema,
  AuthTokenResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  GENDERS,
  LoginRequestSchema,
  MessageResponseSchema,
  messages,
  PROFILE_IMAGE_MAX_BYTES,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UserDataResponseSchema,
  UserDetailsFieldsSchema,
  UserMessageResponseSchema,
  VerifyOtpRequestSchema,
} from "@clutch/contract";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, badRequest } from "../../lib/errors";
import { createMailer } from "../../lib/mail";
import { currentUser } from "../../plugins/auth";
import {
  bodyEmail,
  MINUTE,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  routeRateLimit,
} from "../../plugins/rate-limit";
import { createAuthRepository } from "./repository";
import { createAuthService } from "./service";

const TAGS = ["auth"];
const BEARER = [{ bearerAuth: [] }];
const error = ErrorResponseSchema;

/** API.md §4: 10 sign-ins a minute per address and e-mail; 5 code e-mails per 15 minutes per e-mail. */
const loginLimit = routeRateLimit(10, MINUTE, (r) => `${r.ip}|${bodyEmail(r)}`);
const perEmailLimit = routeRateLimit(OTP_SENDS_PER_WINDOW, OTP_SEND_WINDOW_MS, bodyEmail);

/** For /api/docs only: the multipart form of update-user-details (the handler reads the parts). */
const UserDetailsFormDoc = z
  .object({
    name: z.string().optional(),
    email: z.string(),
    countryCode: z
      .string()
      .optional()
      .meta({ description: 'A known dial code with its plus sign, e.g. "+91"' }),
    phone: z.string().optional(),
    age: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    gender: z.enum(GENDERS).optional(),
    image: z.string().optional().meta({
      format: "binary",
      description: "JPEG, PNG, WebP or GIF (checked by its bytes), at most 2 MiB",
    }),
  })
  .nullish();

const MULTIPART_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 4096,
  parts: 21,
  headerPairs: 200,
};

/** Accounts: registration with an e-mailed code, sign-in, password reset and change, profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.addHook("onClose", async () => mailer.close());
  const repo = createAuthRepository(app.db);
  const service = createAuthService({
    repo,
    tokens: app.tokens,
    otpKey: app.otpKey,
    mailer,
    uploadsDir: join(app.config.dataDir, "uploads"),
    log: app.log,
  });
  const budget = (request: FastifyRequest) => () => app.consumeOtpSend(request);

  // Only this plugin accepts multipart bodies (the profile form).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    "/register",
    {
      config: { rateLimit: perEmailLimit },
      schema: {
        tags: TAGS,
        summary: "Create an account (or, while unverified, refresh it) and e-mail a 6-digit code",
        body: RegisterRequestSchema,
        response: { 200: MessageResponseSchema, 400: error, 409: error, 429: error, 502: error },
      },
    },
    async (request) => {
      await service.register(request.body.email, request.body.password, budget(request));
      return { success: true as const, message: messages.auth.otpSent };
    },
  );

  app.post(
    "/verify-otp",
    {
      schema: {
        tags: TAGS,
        summary: "Verify the e-mailed code; signs the user in",
        body: VerifyOtpRequestSchema,
        response: { 200: AuthTokenResponseSchema, 400: error, 429: error },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.verifyEmail(request.body.email, request.body.Userotp)),
    }),
  );

  app.post(
    "/login",
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: TAGS,
        summary: "Sign in with e-mail and password",
        body: LoginRequestSchema,
        response: {
          200: AuthTokenResponseSchema,
          400: error,
          401: error,
          403: error,
          429: error,
          502: error,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.login(request.body.email, request.body.password, budget(request))),
    }),
  );

  app.get(
    "/user-data",
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "The signed-in user, and whether the preferences were saved",
        security: BEARER,
        response: { 200: UserDataResponseSchema, 401: error },
      },
    },
    async (request) => ({ success: true as const, ...(await service.userData(currentUser(request))) }),
  );

  app.put(
    "/update-additional-info",
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "Save the coaching preferences and games of interest",
        security: BEARER,
        body: AdditionalInfoRequestSchema,
        response: { 200: UserMessageResponseSchema, 400: error, 401: error },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.auth.preferencesUpdated,
      user: await service.savePreferences(currentUser(request), request.body),
    }),
  );

  app.post(
    "/forgot-password",
    {
      config: { rateLimit: perEmailLimit },
      schema: {
        tags: TAGS,
        summary: "E-mail a password-reset code",
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema, 400: error, 404: error, 429: error, 502: error },
      },
    },
    async (request) => {
      await service.forgotPassword(request.body.email, budget(request));
      return { success: true as const, message: messages.auth.otpSentShort };
    },
  );

  app.put(
    "/reset-password",
    {
      schema: {
        tags: TAGS,
        summary: "Set a new password with the e-mailed code; revokes every older token",
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, 400: error, 429: error },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      await service.resetPassword(email, otp, password);
      return { success: true as const, message: messages.auth.passwordResetSuccessful };
    },
  );

  app.put(
    "/change-password",
    {
      onRequest: app.authenticate,
      config: { rateLimit: routeRateLimit(10, MINUTE, (r) => `user:${r.user?.id ?? r.ip}`) },
      schema: {
        tags: TAGS,
        summary: "Change the password; answers a new token and revokes every older one",
        security: BEARER,
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, 400: error, 401: error, 429: error },
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      const token = await service.changePassword(currentUser(request), oldPassword, newPassword);
      return { success: true as const, message: messages.auth.passwordChanged, token };
    },
  );

  app.put(
    "/update-user-details",
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "Update the profile (multipart/form-data, optional image)",
        security: BEARER,
        consumes: ["multipart/form-data"],
        body: UserDetailsFormDoc,
        response: { 200: UserMessageResponseSchema, 400: error, 401: error, 413: error, 415: error },
      },
    },
    async (request) => {
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
  );

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
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (cause) {
      if (cause instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(413, "PAYLOAD_TOO_LARGE", messages.auth.imageTooLarge);
      }
      throw cause;
    }
    return { fields, image };
  }
};
