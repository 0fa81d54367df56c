import {
  EmailSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  messages,
  SubscriptionRequestSchema,
  UnsubscribeQuerySchema,
} from "@clutch/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as t from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";

const notSubscribed = () => new AppError(404, "NOT_SUBSCRIBED", messages.mailingList.notSubscribed);

/** The footer's mailing list. Each call is one atomic statement, so concurrent calls cannot lose data. */
export const mailingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function unsubscribe(email: string) {
    const removed = await db
      .delete(t.mailingListSubscriptions)
      .where(eq(t.mailingListSubscriptions.email, email))
      .returning({ email: t.mailingListSubscriptions.email });
    if (removed.length === 0) throw notSubscribed();
  }

  app.post(
    "/subscription",
    {
      schema: {
        tags: ["mailing list"],
        summary: "Subscribe an e-mail address (idempotent)",
        body: SubscriptionRequestSchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const inserted = await db
        .insert(t.mailingListSubscriptions)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ email: t.mailingListSubscriptions.email });
      return reply
        .code(inserted.length ? 201 : 200)
        .send({ success: true, message: messages.mailingList.subscribed });
    },
  );

  app.delete(
    "/subscription/unsubscribe",
    {
      schema: {
        tags: ["mailing list"],
        summary: "Unsubscribe an e-mail address",
        body: SubscriptionRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      await unsubscribe(request.body.email);
      return { success: true as const, message: messages.mailingList.unsubscribed };
    },
  );

  app.get(
    "/unsubscribe",
    {
      schema: {
        tags: ["mailing list"],
        summary: "Unsubscribe from a link in an e-mail",
        querystring: UnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const raw = request.query.email?.trim();
      if (!raw) throw new AppError(400, "EMAIL_REQUIRED", messages.mailingList.noEmailProvided);
      const parsed = EmailSchema.safeParse(raw);
      if (!parsed.success)
        throw badRequest(messages.validation.emailInvalid, [
          { path: "email", message: messages.validation.emailInvalid },
        ]);
      await unsubscribe(parsed.data);
      return { success: true as const, message: messages.mailingList.unsubscribedPage };
    },
  );
};
