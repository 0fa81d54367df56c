import { coachEarningsMessages, type Earnings } from "@clutch/contract";
import { saveExport } from "../../lib/save-export";
import { QueryResult, type QueryState } from "../data/QueryResult";
import { EarningsStatement } from "./EarningsStatement";

type EarningsStatementQueryProps = {
  /** The statement's query for `month` (the current month while none is picked). */
  query: QueryState<{ data: Earnings }>;
  month: string | undefined;
  onMonthChange: (month: string) => void;
  /** The month's statement as CSV, from the API. */
  fetchExport: (month: string) => Promise<string>;
  exportFileName: (month: string, earnings: Earnings) => string;
  exporting: boolean;
};

/** A coach's earnings statement as it loads, with its month picker and its CSV export wired. */
export function EarningsStatementQuery({
  query,
  month,
  onMonthChange,
  fetchExport,
  exportFileName,
  exporting,
}: EarningsStatementQueryProps) {
  return (
    <QueryResult query={query} failure={coachEarningsMessages.loadFailed}>
      {({ data }) => (
        <EarningsStatement
          earnings={data}
          month={month ?? data.month}
          onMonthChange={onMonthChange}
          busy={query.isFetching}
          exporting={exporting}
          onExport={() => {
            const chosen = month ?? data.month;
            void saveExport(() => fetchExport(chosen), exportFileName(chosen, data));
          }}
        />
      )}
    </QueryResult>
  );
}
