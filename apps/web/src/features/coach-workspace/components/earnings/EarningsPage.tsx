import { useState } from "react";
import { EarningsStatementQuery } from "../../../../components/earnings/EarningsStatementQuery";
import { useDocumentTitle } from "../../../../hooks/use-document-title";
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
      <EarningsStatementQuery
        query={earnings}
        month={month}
        onMonthChange={setMonth}
        fetchExport={(chosen) => exportEarnings({ month: chosen }).unwrap()}
        exportFileName={(chosen) => `earnings-${chosen}.csv`}
        exporting={exporting.isLoading}
      />
    </section>
  );
}
