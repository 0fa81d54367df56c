import {
  type CatalogueKind,
  type ListQuery,
  type ListResponse,
  RELATION_FILTERS,
  SORTS_BY_KIND,
} from "@clutch/contract";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { ImageLoading } from "../../../components/ui/Artwork";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import type { QueryState } from "../../../lib/api-error";
import { useListRelatedNamesQuery } from "../api";
import { useBrowseState } from "../hooks/use-browse-state";
import {
  featuredQuery,
  hasActiveFilters,
  PAGE_SIZE,
  showsFeaturedStrip,
  toListQuery,
} from "../lib/browse-query";
import { emptyMessage, FEATURED_SECTION, KIND_NAMES, SECTION_FLAGS, sortLabel } from "../lib/labels";
import { ChipGroup, PlatformChips, relatedOptions, SearchField, SelectField } from "./controls";
import { Pagination } from "./Pagination";
import { EmptyResults, QueryStatus, SectionHeading } from "./states";

type ListHook<T> = (args: ListQuery) => QueryState & { data?: ListResponse<T> };

type BrowsePageProps<T extends { _id: string }> = {
  kind: CatalogueKind;
  title: string;
  eyebrow: string;
  intro: string;
  /** The page's meta description. */
  description: string;
  fetchFailed: string;
  useList: ListHook<T>;
  /** A card; `loading` says whether its picture is in the first screen. */
  renderCard: (item: T, loading: ImageLoading) => ReactNode;
};

/** Cards in a grid's first row at its widest (xl: four columns): their pictures are in the first screen. */
const FIRST_ROW = 4;

/** The first row's pictures load at once, the first of them before anything else; the rest lazily. */
function firstRowLoading(index: number): ImageLoading {
  if (index === 0) return "first";
  return index < FIRST_ROW ? "eager" : "lazy";
}

const grid = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** The spotlight strip: the first items of the page's featured section (a flag), scrolling sideways. */
function FeaturedStrip<T extends { _id: string }>({
  kind,
  useList,
  renderCard,
  onShowAll,
}: Pick<BrowsePageProps<T>, "kind" | "useList" | "renderCard"> & { onShowAll: () => void }) {
  const headingId = useId();
  const section = FEATURED_SECTION[kind];
  const query = useList(featuredQuery(kind));
  const items = query.data?.data ?? [];
  if (query.error || (!query.isLoading && items.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title}>
        <button type="button" onClick={onShowAll} className={buttonStyles.ghost}>
          Show all <span aria-hidden="true">→</span>
        </button>
      </SectionHeading>
      {query.isLoading ? (
        <div className="h-56 animate-pulse rounded-card bg-surface/60" />
      ) : (
        <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-color:var(--color-ink-600)_transparent] sm:mx-0 sm:px-0">
          {items.slice(0, 8).map((item, index) => (
            <li key={item._id} className="w-[17rem] shrink-0 snap-start sm:w-[18.5rem]">
              {renderCard(item, firstRowLoading(index))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A browse page (/games, /coaches, /courses, /guides): search, platform, related-item and section
 * filters, sort and pages, all kept in the URL query; a featured strip while nothing is filtered.
 */
export function BrowsePage<T extends { _id: string }>(props: BrowsePageProps<T>) {
  const { kind, title, eyebrow, intro, description, fetchFailed, useList, renderCard } = props;
  useDocumentTitle(title, description);
  const [state, update] = useBrowseState(kind);
  const names = KIND_NAMES[kind];
  const relations = RELATION_FILTERS[kind];
  const resultsHeadingId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const query = useList(toListQuery(state));
  const games = useListRelatedNamesQuery("game", { skip: !relations.game });
  const coaches = useListRelatedNamesQuery("coach", { skip: !relations.coach });

  // A new page of results: bring the top of the grid into view.
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current === state.page) return;
    lastPage.current = state.page;
    resultsRef.current?.scrollIntoView({ block: "start" });
  }, [state.page]);

  const filtered = hasActiveFilters(state);
  const featured = showsFeaturedStrip(state);
  const items = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const showingFrom = Math.min(first, total);
  const showingTo = Math.min(first + items.length - 1, total);

  const sectionOptions = [
    { value: "", label: "All" },
    ...SECTION_FLAGS[kind].map((s) => ({ value: s.flag, label: s.label })),
  ];

  return (
    <Container className="flex flex-col gap-14 py-12 sm:py-16">
      <div className="relative">
        <div aria-hidden="true" className="bg-grid absolute inset-x-0 -top-16 -bottom-10 -z-10 opacity-80" />
        <PageHeader eyebrow={eyebrow} title={title}>
          {intro}
        </PageHeader>
      </div>

      {featured ? (
        <FeaturedStrip
          kind={kind}
          useList={useList}
          renderCard={renderCard}
          onShowAll={() => update({ flag: FEATURED_SECTION[kind].flag })}
        />
      ) : null}

      <section
        ref={resultsRef}
        aria-labelledby={resultsHeadingId}
        className="flex scroll-mt-24 flex-col gap-6"
      >
        <SectionHeading id={resultsHeadingId} eyebrow="Browse" title={`All ${names.many.toLowerCase()}`} />

        <div className="flex flex-col gap-5 rounded-card border border-surface-border bg-surface/70 p-4 shadow-card backdrop-blur sm:p-5">
          <ChipGroup
            legend="Section"
            name="section"
            value={state.flag}
            onChange={(flag) => update({ flag })}
            options={sectionOptions}
          />
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
            <SearchField
              label={`Search ${names.many.toLowerCase()}`}
              placeholder="Search by name"
              value={state.q}
              debounceMs={300}
              // Refining a search replaces the history entry; starting or clearing one adds an entry.
              onChange={(q) => update({ q }, { replace: Boolean(q && state.q) })}
              className="col-span-2 lg:col-span-1"
            />
            {relations.game ? (
              <SelectField
                label="Game"
                value={state.game}
                onChange={(game) => update({ game })}
                options={relatedOptions("All games", games.data ?? [], state.game)}
              />
            ) : null}
            {relations.coach ? (
              <SelectField
                label="Coach"
                value={state.coach}
                onChange={(coach) => update({ coach })}
                options={relatedOptions("All coaches", coaches.data ?? [], state.coach)}
              />
            ) : null}
            <SelectField
              className={relations.game && relations.coach ? "col-span-2 sm:col-span-1 lg:col-span-1" : ""}
              label="Sort by"
              value={state.sort}
              onChange={(sort) => update({ sort: sort as typeof state.sort })}
              options={SORTS_BY_KIND[kind].map((sort) => ({ value: sort, label: sortLabel(kind, sort) }))}
            />
          </div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <PlatformChips value={state.platform} onChange={(platform) => update({ platform })} />
            {filtered ? (
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() => update({ q: "", platform: "", game: "", coach: "", flag: "" })}
              >
                Clear filters
              </button>
            ) : null}
          </div>
        </div>

        <p role="status" aria-live="polite" className="text-sm text-fg-muted">
          {query.data
            ? total === 0
              ? ""
              : `Showing ${showingFrom}–${showingTo} of ${total} ${(total === 1 ? names.one : names.many).toLowerCase()}`
            : ""}
        </p>

        {query.data && !query.error ? (
          items.length > 0 ? (
            <ul
              aria-busy={query.isFetching}
              className={`${grid} transition-opacity ${query.isFetching ? "opacity-60" : ""}`}
            >
              {items.map((item, index) => (
                // Below the featured strip the grid starts out of sight.
                <li key={item._id}>{renderCard(item, featured ? "lazy" : firstRowLoading(index))}</li>
              ))}
            </ul>
          ) : (
            <EmptyResults message={emptyMessage(kind)}>
              {filtered || state.page > 1 ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => update({ q: "", platform: "", game: "", coach: "", flag: "" })}
                >
                  Clear filters
                </button>
              ) : null}
            </EmptyResults>
          )
        ) : (
          <QueryStatus query={query} fallback={fetchFailed} />
        )}

        <Pagination state={state} total={total} pageSize={PAGE_SIZE} label={`${names.many} pages`} />
      </section>
    </Container>
  );
}
