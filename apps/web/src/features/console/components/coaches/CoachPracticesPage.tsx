import type { CoachPractice } from "@clutch/contract";
import { useMemo } from "react";
import { columnHelper, DataTable } from "../../../../components/data/DataTable";
import { PageTitle } from "../../../../components/data/PageTitle";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { formatRupees } from "../../../../lib/intl-formatters";
import { useAdminListCoachPracticesQuery } from "../../coaches-api";
import { consolePaths } from "../../paths";
import { ConsoleLink } from "../shell/LeaveGuard";

function useColumns() {
  return useMemo(() => {
    const column = columnHelper<CoachPractice>();
    return column.columns([
      column.accessor((practice) => practice.coach.name, {
        id: "coach",
        header: "Coach",
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <ConsoleLink
              to={consolePaths.practice(row.original.coach._id)}
              className="font-semibold text-fg underline-offset-4 hover:text-brand-200 hover:underline"
            >
              {row.original.coach.name}
            </ConsoleLink>
            {row.original.coach.disabled ? <span className="text-xs">Disabled</span> : null}
          </span>
        ),
      }),
      column.accessor((practice) => practice.account?.email ?? "", {
        id: "account",
        header: "Account",
        cell: ({ getValue }) =>
          getValue() ? (
            <span className="break-all">{getValue()}</span>
          ) : (
            <span className="italic">No account</span>
          ),
      }),
      column.accessor("upcoming", { header: "Upcoming" }),
      column.accessor("completed", { header: "Completed" }),
      column.accessor("noShows", { header: "No-shows" }),
      column.accessor("cancelledByCoach", { header: "Cancelled by coach" }),
      column.accessor("due", {
        header: "Due",
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatRupees(getValue())}</span>,
      }),
    ]);
  }, []);
}

/** `/admin/practices`: every coach's practice: the account, sessions by outcome, the coach's cancels, what is due. */
export function CoachPracticesPage() {
  const practices = useAdminListCoachPracticesQuery();
  const columns = useColumns();
  return (
    <section>
      <PageTitle title="Coach practices" />
      <p className="mb-6 max-w-2xl text-sm text-fg-muted">
        Invite a coach to run their profile, see what they earned and record the payouts made to them.
      </p>
      <QueryResult query={practices}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyNote>No coaches yet. Add a coach profile under Coaches first.</EmptyNote>
          ) : (
            <DataTable
              caption="Coaches' practices"
              columns={columns}
              data={data}
              rowId={(practice) => practice.coach._id}
              busy={practices.isFetching}
            />
          )
        }
      </QueryResult>
    </section>
  );
}
