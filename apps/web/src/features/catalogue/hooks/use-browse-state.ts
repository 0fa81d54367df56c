import type { CatalogueKind } from "@clutch/contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type BrowseState, parseBrowseQuery, toSearchParams, updateBrowseState } from "../lib/browse-query";

export type UpdateBrowseState = (change: Partial<BrowseState>, options?: { replace?: boolean }) => void;

/**
 * A browse page's filters, kept in the URL query: a view can be shared, survives a reload, and
 * back/forward step through the changes.
 */
export function useBrowseState(kind: CatalogueKind): [BrowseState, UpdateBrowseState] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBrowseQuery(kind, params), [kind, params]);
  const update = useCallback<UpdateBrowseState>(
    (change, options) => {
      const next = toSearchParams(updateBrowseState(state, change));
      if (next.toString() === toSearchParams(state).toString()) return;
      setParams(next, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [state, setParams],
  );
  return [state, update];
}
