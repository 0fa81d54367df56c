import { CONTACT_STATUSES, type ContactRow, type ContactStatus } from "@clutch/contract";
import { useMemo } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { SearchBox } from "../../../../components/data/SearchBox";
import { StatusToggles } from "../../../../components/data/StatusToggles";
import { useListParams } from "../../hooks/use-list-params";
import { formatDateTime } from "../../lib/format";
import { useAdminListMessagesQuery } from "../../messages-api";
import { consolePaths } from "../../paths";
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
        <StatusToggles
          options={TABS}
          value={status}
          label={(option) =>
            `${TAB_LABELS[option]}${counts && option !== "all" ? ` (${counts[option]})` : ""}`
          }
          onChange={(option) => update({ status: option })}
        />
      </div>
      <ListResults
        list={list}
        caption="Messages"
        columns={columns}
        rowId={(row) => row._id}
        empty={emptyNote(q !== "", status)}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}

/** What an empty list says: no match for the search, or nothing with this status. */
function emptyNote(searched: boolean, status: Tab) {
  if (searched) return "Nothing matches this search.";
  return status === "all" ? "No messages yet." : `No ${TAB_LABELS[status].toLowerCase()} messages.`;
}
