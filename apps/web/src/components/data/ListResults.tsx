import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "./DataTable";
import { Pager } from "./Pager";
import { EmptyNote, QueryResult, type QueryState } from "./QueryResult";

type PageMeta = { page: number; limit: number; total: number };

type ListResultsProps<T extends RowData> = Pick<
  DataTableProps<T>,
  "caption" | "columns" | "rowId" | "details"
> & {
  list: QueryState<{ data: T[]; meta: PageMeta }>;
  /** What an empty page says. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The error's message when the API gives none. */
  failure?: string;
  /** A line above the table (the count of matches). */
  summary?: (meta: PageMeta) => ReactNode;
  /** Classes around the list's states (its spacing from the filters). */
  className?: string;
};

/** A paged list page's results: failure, loading, an empty note, or the table; then the pager. */
export function ListResults<T extends RowData>({
  list,
  empty,
  onPage,
  failure,
  summary,
  className,
  ...table
}: ListResultsProps<T>) {
  return (
    <>
      <div className={className}>
        <QueryResult query={list} failure={failure}>
          {({ data, meta }) =>
            data.length === 0 ? (
              <EmptyNote>{empty}</EmptyNote>
            ) : (
              <>
                {summary?.(meta)}
                <DataTable {...table} data={data} busy={list.isFetching} />
              </>
            )
          }
        </QueryResult>
      </div>
      {list.data ? (
        <div className="mt-5">
          <Pager
            page={list.data.meta.page}
            limit={list.data.meta.limit}
            total={list.data.meta.total}
            onPage={onPage}
          />
        </div>
      ) : null}
    </>
  );
}
