import type { CatalogueKind, Platform } from "@clutch/contract";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { LoadingState } from "../../../components/ui/LoadingState";
import type { QueryState } from "../../../lib/api-error";
import { ALL_ITEMS } from "../api";
import { emptyMessage, KIND_NAMES } from "../lib/labels";
import {
  EMPTY_NESTED_FILTER,
  filterNested,
  type ItemFacts,
  type NestedFilter,
  needsFullItems,
} from "../lib/search";
import { type Option, PlatformChips, SearchField, SelectField } from "./controls";
import { QueryStatus } from "./states";

type LookupHook<F> = (
  args: typeof ALL_ITEMS,
  options: { skip: boolean },
) => QueryState & { data?: { data: F[] } };

type NestedSearchProps<T, F> = {
  /** What is searched: "course", "coach" or "game". */
  kind: CatalogueKind;
  items: readonly T[];
  /** The related-item filter ("Coach" with the game's coaches, ...). */
  relation: { label: string; options: readonly Option[] };
  /** Whether the nested references carry a platform themselves. */
  refsHavePlatform: boolean;
  /** The full list of the searched kind, fetched (once, cached) only when a filter needs it. */
  useLookup: LookupHook<F>;
  facts: (item: T, full: F | undefined) => ItemFacts;
  renderCard: (item: T) => ReactNode;
  fetchFailed: string;
};

/**
 * A product page's search over one of its nested lists (docs/product.md#catalogue): name substring, platform and a
 * related coach or game, client-side; "No Courses found" (or the kind's equivalent) when empty.
 */
export function NestedSearch<T extends { _id: string; name: string }, F extends { _id: string }>({
  kind,
  items,
  relation,
  refsHavePlatform,
  useLookup,
  facts,
  renderCard,
  fetchFailed,
}: NestedSearchProps<T, F>) {
  const [filter, setFilter] = useState<NestedFilter>(EMPTY_NESTED_FILTER);
  const current = useDeferredValue(filter);
  const needsLookup = needsFullItems(current, refsHavePlatform);
  const lookup = useLookup(ALL_ITEMS, { skip: !needsLookup });
  const byId = new Map((lookup.data?.data ?? []).map((item) => [item._id, item]));
  const results = filterNested(items, current, (item) => facts(item, byId.get(item._id)));
  const statusId = useId();
  const names = KIND_NAMES[kind].many.toLowerCase();

  const set = (change: Partial<NestedFilter>) => setFilter((value) => ({ ...value, ...change }));
  const waiting = needsLookup && !lookup.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 rounded-card border border-surface-border bg-surface/70 p-4 sm:grid-cols-2 sm:p-5">
        <SearchField
          label={`Search ${names}`}
          placeholder="Search by name"
          value={filter.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={relation.label}
          value={filter.related}
          onChange={(related) => set({ related })}
          options={relation.options}
        />
        <PlatformChips
          value={filter.platform}
          onChange={(platform: Platform | "") => set({ platform })}
          className="sm:col-span-2"
        />
      </div>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {waiting ? "" : `${results.length} ${names}`}
      </p>
      {waiting ? (
        lookup.error ? (
          <QueryStatus query={lookup} fallback={fetchFailed} />
        ) : (
          <LoadingState />
        )
      ) : results.length === 0 ? (
        <p className="rounded-card border border-dashed border-surface-border-strong px-6 py-10 text-center font-display text-lg font-extrabold tracking-wide text-fg uppercase">
          {emptyMessage(kind)}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {results.map((item) => (
            <li key={item._id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
