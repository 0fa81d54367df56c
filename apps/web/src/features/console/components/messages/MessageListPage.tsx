import { CONTACT_STATUSES, type ContactRow, type ContactStatus, messages } from "@clutch/contract";
import { useMemo } from "react";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage } from "../../../../lib/api-error";
import { useListParams } from "../../hooks/use-list-params";
import { formatDateTime } from "../../lib/format";
import { useAdminListMessagesQuery } from "../../messages-api";
import { consolePaths } from "../../paths";
import { columnHelper, DataTable } from "../common/DataTable";
import { Pager } from "../common/Pager";
import { PageTitle } from "../common/PageTitle";
import { SearchBox } from "../common/SearchBox";
import { toggleStyles } from "../common/styles";
import { ConsoleLink } from "../shell/LeaveGuard";
import { MESSAGE_STATUS_LABELS, MessageStatusBadge } from "./MessageStatusBadge";

const PAGE_SIZE = 25;

type Tab = ContactStatus | "all";
const TABS: readonly Tab[] = [...CONTACT_STATUSES, "all"];
const TAB_LABELS: Record<Tab, string> = { ...MESSAGE_STATUS_LABELS, all: "All" };

function useColumns() {
  return useMemo(() => {
    const column = columnHelper<ContactRow>();
    return column.columns([
      column.accessor("subject", {
        header: "Message",
        cell: ({ row }) => (
          <div className="flex max-w-md flex-col gap-1">
            <ConsoleLink
              to={consolePaths.message(row.original._id)}
              className="font-semibold text-fg underline-offset-4 hover:text-brand-200 hover:underline"
            >
              {row.original.subject || "(no subject)"}
            </ConsoleLink>
            <span className="line-clamp-2 text-xs">{row.original.excerpt}</span>
          </div>
        ),
      }),
      column.accessor("name", {
        header: "From",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="text-fg">{row.original.name}</span>
            <span className="break-all text-xs">{row.original.email}</span>
          </div>
        ),
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ getValue }) => <MessageStatusBadge status={getValue()} />,
      }),
      column.accessor("replies", { header: "Answers" }),
      column.accessor("createdAt", {
        header: "Received",
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
    ]);
  }, []);
}

/** `/admin/messages`: the contact page's messages, new ones first, by status, searched and paged. */
export function MessageListPage() {
  const { q, status, page, update } = useListParams<Tab>(TABS, "new");
  const list = useAdminListMessagesQuery({
    ...(q ? { q } : {}),
    ...(status === "all" ? {} : { status }),
    page,
    limit: PAGE_SIZE,
  });
  const columns = useColumns();
  const counts = list.data?.counts;

  return (
    <section>
      <PageTitle title="Messages" />
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SearchBox label="Search messages" value={q} onSearch={(text) => update({ q: text }, true)} />
        <fieldset className="min-w-0">
          <legend className="sr-only">Status</legend>
          <div className="flex flex-wrap gap-1 rounded-card border border-surface-border bg-surface/70 p-1">
            {TABS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === status}
                className={toggleStyles(option === status)}
                onClick={() => update({ status: option })}
              >
                {TAB_LABELS[option]}
                {counts && option !== "all" ? ` (${counts[option]})` : ""}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <ListBody list={list} columns={columns} searched={q !== ""} status={status} />
      {list.data ? (
        <div className="mt-5">
          <Pager
            page={list.data.meta.page}
            limit={list.data.meta.limit}
            total={list.data.meta.total}
            onPage={(next) => update({ page: next })}
          />
        </div>
      ) : null}
    </section>
  );
}

type ListBodyProps = {
  list: ReturnType<typeof useAdminListMessagesQuery>;
  columns: ReturnType<typeof useColumns>;
  searched: boolean;
  status: Tab;
};

function ListBody({ list, columns, searched, status }: ListBodyProps) {
  if (list.isError) {
    return (
      <ErrorState
        message={errorMessage(list.error, messages.general.unavailable)}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <LoadingState />;
  if (list.data.data.length === 0) {
    return (
      <p className="rounded-card border border-surface-border bg-surface/70 px-6 py-10 text-center text-fg-muted">
        {searched
          ? "Nothing matches this search."
          : status === "all"
            ? "No messages yet."
            : `No ${TAB_LABELS[status].toLowerCase()} messages.`}
      </p>
    );
  }
  return (
    <DataTable
      caption="Messages"
      columns={columns}
      data={list.data.data}
      rowId={(row) => row._id}
      busy={list.isFetching}
    />
  );
}
