import { type ErrorCode, type ErrorResponse, messages } from "@clutch/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type FieldError } from "../lib/errors";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.general.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.general.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.general.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: messages.general.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.general.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.general.badJson,
};

export function sendError(reply: FastifyReply, status: number, body: Omit<ErrorResponse, "success">) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ success: false, ...body });
}

function toFieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "",
    message: issue.message ?? messages.validation.invalidValue,
  }));
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return sendError(reply, error.statusCode, {
      message: error.message,
      code: error.code,
      errors: error.errors,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = toFieldErrors(error);
    return sendError(reply, 400, {
      message: errors[0]?.message ?? messages.validation.invalidValue,
      code: "VALIDATION_ERROR",
      errors,
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || isResponseSerializationError(error as never)) {
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, { message: messages.general.internal, code: "INTERNAL_ERROR" });
  }
  if (status === 429) {
    return sendError(reply, 429, { message: messages.general.rateLimited, code: "RATE_LIMITED" });
  }
  request.log.info({ err: { code: error.code, message: error.message } }, "request rejected");
  return sendError(reply, status, {
    message: MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message,
    code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
  });
}

/** The one error handler: every failure leaves in the API.md §2 shape; 5xx never leak details. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
