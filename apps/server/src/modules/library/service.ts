import { isIdShaped, messages } from "@clutch/contract";
import { AppError, notFound } from "../../lib/errors";
import type { ItemKind, LibraryRepository } from "./repository";

const TEXTS = {
  course: { notFound: messages.catalogue.courseNotFound, notOwned: messages.catalogue.courseNotOwned },
  guide: { notFound: messages.catalogue.guideNotFound, notOwned: messages.catalogue.guideNotOwned },
} as const;

export function createLibraryService({ repository }: { repository: LibraryRepository }) {
  return {
    /** Full chapters of a visible item for its owner, or for anyone signed in when it is free. */
    async chapters(userId: string, kind: ItemKind, id: string) {
      const item = isIdShaped(id) ? await repository.visibleItem(kind, id) : undefined;
      if (!item) throw notFound(TEXTS[kind].notFound);
      if (item.price > 0 && !(await repository.owns(userId, kind, item.id))) {
        throw new AppError(403, "NOT_OWNED", TEXTS[kind].notOwned);
      }
      const chapters = await repository.approvedChapters(kind, item.id);
      return chapters.map((c) => ({
        _id: c.id,
        name: c.name,
        image: c.image,
        summary: c.summary,
        description: c.description,
        videoLink: c.videoLink,
        isApproved: c.isApproved,
      }));
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
