import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorResponse, errorCodeForStatus, messages } from "@clutch/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type FieldError, isUnstorableTextError } from "../lib/errors";

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

/**
 * An error can be answered while the body is half read (a form refused at its first bad field, a
 * file over the limit). Node drains a body nobody started reading, but not one a parser stopped
 * reading, and on a kept-alive connection the unread rest would be taken for the next request,
 * which would then never be answered. So the rest is read and dropped once the answer is out.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete) return;
  reply.raw.once("finish", () => {
    raw.unpipe();
    raw.resume();
  });
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  drainUnreadBody(request, reply);
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
  if (isUnstorableTextError(error)) {
    return sendError(reply, 400, { message: messages.general.invalidText, code: "INVALID_TEXT" });
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
    code: errorCodeForStatus(status),
  });
}

/** The one error handler: every failure leaves in the one error shape (docs/product.md#conventions); 5xx never leak details. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: "errors" },
);

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over 16 KB, a
 * malformed request line, a timeout) never reaches Fastify, so it is answered here on the socket,
 * in the same error shape, with `Connection: close` (the parser cannot go on with the connection)
 * and no body for HEAD.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, messages.general.headersTooLarge]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, messages.general.requestTimeout]
        : [400, messages.general.badRequest];
  const body = JSON.stringify({ success: false, message, code: errorCodeForStatus(status) });
  const packet = error.rawPacket;
  const isHead = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString("latin1") === "HEAD ";
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "Connection: close",
      "",
      isHead ? "" : body,
    ].join("\r\n"),
  );
}
