import {
  type CatalogueKind,
  FLAGS_BY_KIND,
  isIdShaped,
  messages,
  SORTS,
  SORTS_BY_KIND,
} from "@clutch/contract";
import { badRequest, notFound } from "../../lib/errors";
import type { CatalogueRepository, ListFilter } from "./repository";

const NOT_FOUND_MESSAGE: Record<CatalogueKind, string> = {
  game: messages.catalogue.gameNotFound,
  coach: messages.catalogue.coachNotFound,
  course: messages.catalogue.courseNotFound,
  guide: messages.catalogue.guideNotFound,
};

export function createCatalogueService({ repository: repo }: { repository: CatalogueRepository }) {
  /** Rules that depend on the kind: the flags and sorts its lists allow. */
  function checkKindRules(kind: CatalogueKind, query: ListFilter) {
    const flags: readonly string[] = FLAGS_BY_KIND[kind];
    if (query.flag !== undefined && !flags.includes(query.flag)) {
      const message = `flag must be one of: ${flags.join(", ")}`;
      throw badRequest(message, [{ path: "flag", message }]);
    }
    const sorts = SORTS_BY_KIND[kind];
    if (!sorts.includes(query.sort)) {
      const message = `sort must be one of: ${SORTS.filter((sort) => sorts.includes(sort)).join(", ")}`;
      throw badRequest(message, [{ path: "sort", message }]);
    }
  }

  /**
   * Each answer is the JSON text sent for it, the items' own text joined in as the database keeps
   * it (docs/decisions/042-answers-sent-as-stored.md).
   */
  return {
    /** The body of `GET /api/{kind}` for `query`. */
    async listAnswer(kind: CatalogueKind, query: ListFilter): Promise<string> {
      checkKindRules(kind, query);
      const { items, total } = await repo.listItems(kind, query);
      const meta = JSON.stringify({ total, page: query.page, limit: query.limit });
      return `{"success":true,"data":[${items.join(",")}],"meta":${meta}}`;
    },

    /** The body of `GET /api/{kind}/:id`; a 404 AppError for an unknown or hidden item. */
    async detailAnswer(kind: CatalogueKind, id: string): Promise<string> {
      const [item] = isIdShaped(id) ? await repo.itemsByIds(kind, [id]) : [];
      if (!item) throw notFound(NOT_FOUND_MESSAGE[kind]);
      return `{"success":true,"data":${item}}`;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
