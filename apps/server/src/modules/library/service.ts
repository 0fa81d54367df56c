import { isIdShaped, messages } from "@clutch/contract";
import { AppError, notFound } from "../../lib/errors";
import type { ItemKind, LibraryRepository } from "./repository";

const TEXTS = {
  course: { notFound: messages.catalogue.courseNotFound, notOwned: messages.catalogue.courseNotOwned },
  guide: { notFound: messages.catalogue.guideNotFound, notOwned: messages.catalogue.guideNotOwned },
} as const;

export function createLibraryService(repo: LibraryRepository) {
  return {
    /** Full chapters of a visible item for its owner, or for anyone signed in when it is free. */
    async chapters(userId: string, kind: ItemKind, id: string) {
      const item = isIdShaped(id) ? await repo.visibleItem(kind, id) : undefined;
      if (!item) throw notFound(TEXTS[kind].notFound);
      if (item.price > 0 && !(await repo.owns(userId, kind, item.id))) {
        throw new AppError(403, "NOT_OWNED", TEXTS[kind].notOwned);
      }
      return repo.approvedChapters(kind, item.id);
    },
  };
}
