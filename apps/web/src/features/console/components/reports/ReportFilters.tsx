import {
  REPORT_GRANULARITIES,
  REPORT_GROUPS,
  type ReportGranularity,
  type ReportGroup,
} from "@clutch/contract";
import { type FormEvent, useState } from "react";
import { DateRangeFields } from "../../../../components/data/DateRangeFields";
import { SelectField } from "../../../../components/data/SelectField";
import { buttonStyles } from "../../../../components/ui/button-styles";

export type ReportFilterValues = {
  from: string;
  to: string;
  granularity: ReportGranularity;
  groupBy: ReportGroup;
};

const GRANULARITY_LABELS: Record<ReportGranularity, string> = { day: "Day", week: "Week", month: "Month" };
const GROUP_LABELS: Record<ReportGroup, string> = { kind: "Kind", item: "Item", coach: "Coach" };
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const GRANULARITY_OPTIONS = optionsOf(REPORT_GRANULARITIES, GRANULARITY_LABELS);
const GROUP_OPTIONS = optionsOf(REPORT_GROUPS, GROUP_LABELS);

/** The report's period (IST dates, both included), its step and its grouping: applied together. */
export function ReportFilters({
  values,
  onApply,
}: {
  values: ReportFilterValues;
  onApply: (next: ReportFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Report period"
      className="grid grid-cols-2 gap-4 rounded-card border border-surface-border bg-surface/70 p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <DateRangeFields
        value={draft}
        labels={{ from: "From", to: "To (inclusive)" }}
        className="col-span-2 sm:col-span-1"
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <SelectField
        label="Bars by"
        value={draft.granularity}
        options={GRANULARITY_OPTIONS}
        onChange={(granularity) => setDraft({ ...draft, granularity })}
      />
      <SelectField
        label="Group by"
        value={draft.groupBy}
        options={GROUP_OPTIONS}
        onChange={(groupBy) => setDraft({ ...draft, groupBy })}
      />
      <button type="submit" className={`${buttonStyles.primary} col-span-2 lg:col-span-1`}>
        Show report
      </button>
    </form>
  );
}
