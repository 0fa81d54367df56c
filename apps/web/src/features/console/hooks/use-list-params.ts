import { EDITOR_STATUSES, type EditorStatus } from "@clutch/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Rows per page of a kind's item list. */
const ITEM_LIST_PAGE_SIZE = 25;

/** The API's query for a kind's item list at a search, status tab and page. */
export const itemListQuery = ({ q, status, page }: { q: string; status: EditorStatus; page: number }) => ({
  ...(q ? { q } : {}),
  status,
  page,
  limit: ITEM_LIST_PAGE_SIZE,
});

/** A list page's search, status tab and page in an address's query (see `useListParams`). */
export function listParamsOf<Status extends string = EditorStatus>(
  params: URLSearchParams,
  statuses: readonly Status[] = EDITOR_STATUSES as readonly string[] as readonly Status[],
  fallback: Status = "all" as Status,
) {
  const rawStatus = params.get("status");
  return {
    q: params.get("q") ?? "",
    status: statuses.find((option) => option === rawStatus) ?? fallback,
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
  };
}

/**
 * A list page's search, status tab and page, kept in the address's query (a list can be shared,
 * reloaded, and Back returns to it). A new search or status starts again at page 1. The tabs are
 * the catalogue's statuses unless a list names its own, with the one an address without `status` shows.
 */
export function useListParams<Status extends string = EditorStatus>(
  statuses: readonly Status[] = EDITOR_STATUSES as readonly string[] as readonly Status[],
  fallback: Status = "all" as Status,
) {
  const [params, setParams] = useSearchParams();
  const { q, status, page } = listParamsOf(params, statuses, fallback);

  const update = useCallback(
    (change: { q?: string; status?: Status; page?: number }, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | undefined) =>
            value ? next.set(name, value) : next.delete(name);
          if ("q" in change) set("q", change.q);
          if ("status" in change) set("status", change.status === fallback ? undefined : change.status);
          set("page", change.page && change.page > 1 ? String(change.page) : undefined);
          return next;
        },
        { replace },
      );
    },
    [setParams, fallback],
  );
  return { q, status, page, update };
}
