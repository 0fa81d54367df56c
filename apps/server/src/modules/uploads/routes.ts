import { apiSchemas, editorMessages, IMAGE_UPLOAD_MAX_MB, messages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../lib/endpoint";
import { AppError } from "../../lib/errors";
import { acceptRawBody, rawBodyOf, readAtMost } from "./raw-body";
import type { UploadsService } from "./service";

const MB = 1024 * 1024;
/** The media types each upload takes, as the contract documents them. */
const IMAGE_TYPES = apiSchemas.adminUploadImage.consumes;
const VIDEO_TYPES = apiSchemas.adminUploadVideo.consumes;

const IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_MB * MB;
/** 415: a call without a file in its body names no type of file at all. */
const noFile = (types: readonly string[]) => () =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", editorMessages.uploadBodyMissing(types));
const imageTooLarge = () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", editorMessages.imageTooLarge(IMAGE_UPLOAD_MAX_MB));

/**
 * The console's uploads, each the raw body of its request in a scope of its own (so no other body
 * parser, JSON included, applies): an image, read whole up to its limit (it is decoded from
 * memory), and a video, streamed to the store as it arrives.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadsService; videoMaxMb: number }> = async (
  app,
  { service, videoMaxMb },
) => {
  const videoTooLarge = () =>
    new AppError(413, "PAYLOAD_TOO_LARGE", messages.media.videoTooLarge(videoMaxMb));

  await app.register(async (scope) => {
    acceptRawBody(scope, IMAGE_TYPES, imageTooLarge);
    scope.route({
      ...endpoint(scope, "adminUploadImage"),
      bodyLimit: IMAGE_MAX_BYTES,
      handler: async (request, reply) => {
        const bytes = await readAtMost(
          rawBodyOf(request, noFile(IMAGE_TYPES)),
          IMAGE_MAX_BYTES,
          imageTooLarge,
        );
        const image = await service.storeImage(app.audit.actorOf(request), bytes);
        return reply.code(201).send({ success: true as const, ...image });
      },
    });
  });

  await app.register(async (scope) => {
    acceptRawBody(scope, VIDEO_TYPES, videoTooLarge);
    scope.route({
      ...endpoint(scope, "adminUploadVideo"),
      // Checked against a declared length at once; the store counts the bytes that arrive.
      bodyLimit: videoMaxMb * MB,
      handler: async (request, reply) => {
        const video = await service.storeVideo(
          app.audit.actorOf(request),
          rawBodyOf(request, noFile(VIDEO_TYPES)),
        );
        return reply.code(201).send({ success: true as const, ...video });
      },
    });
  });
};
