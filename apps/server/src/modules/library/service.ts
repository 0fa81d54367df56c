import { isIdShaped, messages } from "@clutch/contract";
import { AppError, notFound } from "../../lib/errors";
import type { ItemKind, LibraryRepository } from "./repository";

const TEXTS = {
  course: { notFound: messages.catalogue.courseNotFound, notOwned: messages.catalogue.courseNotOwned },
  guide: { notFound: messages.catalogue.guideNotFound, notOwned: messages.catalogue.guideNotOwned },
} as const;

export interface LibraryServiceDeps {
  repository: LibraryRepository;
  /** The link a chapter's stored `videoLink` is given as (a signed, expiring one for private videos). */
  videoLink: (stored: string) => string;
}

/** Who is reading: the account, and whether it reads as an operator (an admin with a console session). */
interface Reader {
  id: string;
  operator: boolean;
}

export function createLibraryService({ repository, videoLink }: LibraryServiceDeps) {
  return {
    /**
     * Full chapters of an item for its owner or an operator (an admin with a console session: an
     * admin's token alone reads what the account owns, like a learner's), whatever became of the item
     * since (hidden, disabled, deleted: owners keep what they bought), and of a visible free item
     * for anyone signed in; a video in the store is a signed link that works for a limited time.
     * An item the reader cannot see at all is "not found", a visible one they do not own "not owned".
     */
    async chapters(reader: Reader, kind: ItemKind, id: string) {
      const item = isIdShaped(id) ? await repository.item(kind, id) : undefined;
      if (!item) throw notFound(TEXTS[kind].notFound);
      const entitled = async () => reader.operator || (await repository.owns(reader.id, kind, item.id));
      if (!item.visible && !(await entitled())) throw notFound(TEXTS[kind].notFound);
      if (item.visible && item.price > 0 && !(await entitled())) {
        throw new AppError(403, "NOT_OWNED", TEXTS[kind].notOwned);
      }
      const chapters = await repository.approvedChapters(kind, item.id);
      return chapters.map((c) => ({
        _id: c.id,
        name: c.name,
        image: c.image,
        summary: c.summary,
        description: c.description,
        videoLink: videoLink(c.videoLink),
        isApproved: c.isApproved,
      }));
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
