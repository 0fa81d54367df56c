import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorResponse, errorCodeForStatus, messages } from "@clutch/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type FieldError, isTransientDatabaseError, isUnstorableTextError } from "../lib/errors";
import { loggedMessage } from "../lib/log-safety";

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

/** How long a refused request's unread rest is read and dropped before its connection is closed. */
const UNREAD_BODY_GRACE_MS = 10_000;

/**
 * An error can be answered while the body is half read (a form refused at its first bad field, a
 * file over the limit). Node drains a body nobody started reading, but not one a parser stopped
 * reading, and on a kept-alive connection the unread rest would be taken for the next request,
 * which would then never be answered. So the rest is read and dropped once the answer is out (a
 * client that stops sending halfway gets UNREAD_BODY_GRACE_MS, and none once the server is
 * closing). A body its reader destroyed can no longer be read: Node would keep that connection
 * open, stalled, until it times out, so the answer closes it instead.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply, draining: Set<Socket>) {
  const raw = request.raw;
  if (raw.complete) return;
  if (raw.destroyed) {
    reply.header("connection", "close");
    return;
  }
  const socket = raw.socket;
  reply.raw.once("finish", () => {
    raw.unpipe();
    raw.resume();
    if (raw.complete || socket.destroyed) return;
    draining.add(socket);
    const timer = setTimeout(() => socket.destroy(), UNREAD_BODY_GRACE_MS);
    // The socket outlives the request on a kept-alive connection: nothing is left on it.
    const drained = () => {
      clearTimeout(timer);
      draining.delete(socket);
      raw.off("end", drained);
      socket.off("close", drained);
    };
    raw.once("end", drained);
    socket.once("close", drained);
  });
}

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  draining: Set<Socket>,
) {
  drainUnreadBody(request, reply, draining);
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
  if (isTransientDatabaseError(error)) {
    // Nothing was changed; the client may send it again at once.
    request.log.warn({ err: error }, "request met a transient database conflict");
    reply.header("retry-after", "1");
    return sendError(reply, 503, { message: messages.general.unavailable, code: "SERVICE_UNAVAILABLE" });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || isResponseSerializationError(error as never)) {
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, { message: messages.general.internal, code: "INTERNAL_ERROR" });
  }
  if (status === 429) {
    return sendError(reply, 429, { message: messages.general.rateLimited, code: "RATE_LIMITED" });
  }
  request.log.info({ err: { code: error.code, message: loggedMessage(error) } }, "request rejected");
  return sendError(reply, status, {
    message: MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message,
    code: errorCodeForStatus(status),
  });
}

/** The one error handler: every failure leaves in the one error shape (docs/product.md#conventions); 5xx never leak details. */
export const errorsPlugin = fp(
  async (app) => {
    /** Connections whose refused request is still arriving (drainUnreadBody). */
    const draining = new Set<Socket>();
    app.setErrorHandler<FastifyError>((error, request, reply) =>
      handleError(error, request, reply, draining),
    );
    app.addHook("preClose", (done) => {
      for (const socket of draining) socket.destroy();
      done();
    });
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
