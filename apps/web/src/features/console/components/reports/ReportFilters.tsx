import {
  REPORT_GRANULARITIES,
  REPORT_GROUPS,
  type ReportGranularity,
  type ReportGroup,
} from "@clutch/contract";
import { type FormEvent, useId, useState } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { labelStyles, selectStyles, TextField } from "../../../../components/ui/form";

export type ReportFilterValues = {
  from: string;
  to: string;
  granularity: ReportGranularity;
  groupBy: ReportGroup;
};

const GRANULARITY_LABELS: Record<ReportGranularity, string> = { day: "Day", week: "Week", month: "Month" };
const GROUP_LABELS: Record<ReportGroup, string> = { kind: "Kind", item: "Item", coach: "Coach" };

function Select<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select id={id} className={selectStyles} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <TextField
        label="From"
        type="date"
        className="col-span-2 sm:col-span-1"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To (inclusive)"
        type="date"
        className="col-span-2 sm:col-span-1"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Select
        label="Bars by"
        value={draft.granularity}
        options={REPORT_GRANULARITIES}
        labels={GRANULARITY_LABELS}
        onChange={(granularity) => setDraft({ ...draft, granularity })}
      />
      <Select
        label="Group by"
        value={draft.groupBy}
        options={REPORT_GROUPS}
        labels={GROUP_LABELS}
        onChange={(groupBy) => setDraft({ ...draft, groupBy })}
      />
      <button type="submit" className={`${buttonStyles.primary} col-span-2 lg:col-span-1`}>
        Show report
      </button>
    </form>
  );
}
