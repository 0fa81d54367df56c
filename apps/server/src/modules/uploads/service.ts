import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { imageSrcSet, storedImageWidths, uploadedImagePath } from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { type EncodedWidth, reencodeAtWidths } from "../../lib/images";
import type { Storage } from "../../lib/storage/storage";
import type { AuditActor } from "../admin/service";

export interface UploadsDeps {
  storage: Storage;
  media: FastifyInstance["media"];
  audit: FastifyInstance["audit"];
}

/** Where one width is kept: public uploads are served at `/uploads/<key>` (the media module). */
const keyOf = (id: string, width: number) => uploadedImagePath(id, width).replace(/^\/uploads\//, "");

/** The console's uploads: catalogue images at the widths a srcset needs, and chapter videos. */
export function createUploadsService({ storage, media, audit }: UploadsDeps) {
  /** Stores every width, or none: a failed write removes the widths already written. */
  async function storeWidths(id: string, widths: EncodedWidth[]) {
    const stored: string[] = [];
    try {
      for (const { width, bytes } of widths) {
        const key = keyOf(id, width);
        await storage.put(key, bytes, { contentType: "image/webp" });
        stored.push(key);
      }
    } catch (error) {
      await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
      throw error;
    }
  }

  return {
    /**
     * Re-encodes an uploaded image (checked by its bytes; see `reencodeAtWidths`) as WebP at each
     * of its stored widths, keeps them under a new random id, and answers the largest one's URL.
     */
    async storeImage(actor: AuditActor, bytes: Buffer) {
      const widths = await reencodeAtWidths(bytes, storedImageWidths);
      const largest = widths.at(-1);
      if (!largest) throw new Error("An image was encoded at no width");
      const id = randomBytes(16).toString("hex");
      await storeWidths(id, widths);
      const url = uploadedImagePath(id, largest.width);
      const image = {
        url,
        srcSet: imageSrcSet(url) ?? "",
        width: largest.width,
        height: largest.height,
      };
      await audit.record({
        actor,
        action: "image.uploaded",
        entityType: "image",
        entityId: id,
        after: { ...image, bytes: bytes.length },
      });
      return image;
    },

    /** Keeps an uploaded chapter video (streamed; see `media.storeVideo`) and answers its `videoLink`. */
    async storeVideo(actor: AuditActor, body: Readable) {
      const video = await media.storeVideo(body);
      await audit.record({
        actor,
        action: "video.uploaded",
        entityType: "video",
        entityId: video.videoLink.replace(/^private:/, ""),
        after: video,
      });
      return video;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
