import { coachEarningsMessages } from "@clutch/contract";
import { useState } from "react";
import { QueryResult } from "../../../../components/data/QueryResult";
import { EarningsStatement } from "../../../../components/earnings/EarningsStatement";
import { useDocumentTitle } from "../../../../hooks/use-document-title";
import { saveExport } from "../../../../lib/save-export";
import { useCoachEarningsQuery, useCoachExportEarningsMutation } from "../../earnings-api";

/** The coach's earnings in the workspace: the same statement the operators see in the console. */
export function EarningsPage() {
  useDocumentTitle("Earnings · Coach workspace");
  const [month, setMonth] = useState<string | undefined>(undefined);
  const earnings = useCoachEarningsQuery(month ? { month } : {});
  const [exportEarnings, exporting] = useCoachExportEarningsMutation();

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-display-lg font-black uppercase italic text-fg">Earnings</h1>
        <p className="max-w-2xl text-sm text-fg-muted">
          Each session's share is pending until the session is completed, then available. Refunds are taken
          off before the platform's commission.
        </p>
      </header>
      <QueryResult query={earnings} failure={coachEarningsMessages.loadFailed}>
        {({ data }) => (
          <EarningsStatement
            earnings={data}
            month={month ?? data.month}
            onMonthChange={setMonth}
            busy={earnings.isFetching}
            exporting={exporting.isLoading}
            onExport={() => {
              const chosen = month ?? data.month;
              void saveExport(() => exportEarnings({ month: chosen }).unwrap(), `earnings-${chosen}.csv`);
            }}
          />
        )}
      </QueryResult>
    </section>
  );
}
