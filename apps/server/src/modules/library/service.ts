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
  /**
   * Whether a user may read every item's chapters without owning it: the hook for operators
   * (admins), whose role the admin module checks. Nobody, until a module passes one.
   */
  readsWithoutOwning?: (userId: string) => Promise<boolean>;
}

export function createLibraryService({
  repository,
  videoLink,
  readsWithoutOwning = async () => false,
}: LibraryServiceDeps) {
  return {
    /**
     * Full chapters of a visible item for its owner, or for anyone signed in when it is free; a
     * video in the store is a signed link that works for a limited time.
     */
    async chapters(userId: string, kind: ItemKind, id: string) {
      const item = isIdShaped(id) ? await repository.visibleItem(kind, id) : undefined;
      if (!item) throw notFound(TEXTS[kind].notFound);
      if (
        item.price > 0 &&
        !(await repository.owns(userId, kind, item.id)) &&
        !(await readsWithoutOwning(userId))
      ) {
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
