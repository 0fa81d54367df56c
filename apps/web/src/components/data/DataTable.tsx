import {
  type ColumnHelper,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { Fragment, type ReactNode } from "react";

/** Headless tables with the core row model only: paging, search and filters are the server's. */
const features = tableFeatures({});
type Features = typeof features;

export const columnHelper = <T extends RowData>() => createColumnHelper<Features, T>();
type Columns<T extends RowData> = ReturnType<ColumnHelper<Features, T>["columns"]>;

const headCell =
  "border-b border-surface-border bg-ink-800/60 px-4 py-3 font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted";
const bodyCell = "border-b border-surface-border/60 px-4 py-3 align-top text-fg-muted";

export type DataTableProps<T extends RowData> = {
  caption: string;
  columns: Columns<T>;
  data: T[];
  rowId: (row: T) => string;
  /** A row's details under it (the audit trail's before/after), or nothing. */
  details?: (row: T) => ReactNode;
  /** Set while a new page loads, the current one staying on screen. */
  busy?: boolean;
};

/** A table of the console, from TanStack Table column definitions (stable: memoise them). */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  details,
  busy,
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  const width = table.getAllLeafColumns().length;
  return (
    // A region that scrolls sideways on a narrow screen: focusable, so the keyboard scrolls it too
    // (a row may have no control to focus); `relative` keeps visually hidden headers inside it.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs keyboard focus (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-surface-border bg-surface/80 shadow-card focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      <table
        className={`w-full min-w-[40rem] border-collapse text-left text-sm transition ${busy ? "opacity-60" : ""}`}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={headCell}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const more = details?.(row.original);
            return (
              <Fragment key={row.id}>
                <tr className="transition hover:bg-white/[0.02]">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={bodyCell}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {more ? (
                  <tr>
                    <td colSpan={width} className={`${bodyCell} bg-ink-900/60`}>
                      {more}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
