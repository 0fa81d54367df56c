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
      // From the address bar, not from this render: the router renders a new URL as a transition,
      // so a change made before that render commits (a chip picked right after a search) would
      // otherwise build on the old query and drop the newer one.
      const current = parseBrowseQuery(kind, new URLSearchParams(window.location.search));
      const next = toSearchParams(updateBrowseState(current, change));
      if (next.toString() === toSearchParams(current).toString()) return;
      setParams(next, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [kind, setParams],
  );
  return [state, update];
}
