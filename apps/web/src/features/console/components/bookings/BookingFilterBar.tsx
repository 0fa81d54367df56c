import { ADMIN_BOOKING_STATES } from "@clutch/contract";
import { useId } from "react";
import { labelStyles, selectStyles, TextField } from "../../../../components/ui/form";
import { useAdminListItemsQuery } from "../../api";
import type { BookingFilters } from "../../hooks/use-booking-params";
import { SearchBox } from "../common/SearchBox";
import { STATE_LABELS } from "./booking-labels";

/** Every coach's name for the picker (a few dozen coaches: one page). */
const COACHES_PAGE = { kind: "coaches", query: { limit: 100 } } as const;

type Props = {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
};

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        className={selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The bookings' filters: each applies as soon as it changes (the search once typing pauses). */
export function BookingFilterBar({ filters, onChange }: Props) {
  const coaches = useAdminListItemsQuery(COACHES_PAGE);
  const coachOptions = [
    { value: "", label: coaches.isLoading ? "Loading coaches…" : "All coaches" },
    ...(coaches.data?.data ?? []).map((coach) => ({ value: coach._id, label: coach.name })),
  ];
  // A coach chosen by the address but not (yet) among the names still shows as chosen.
  if (filters.coachId && !coachOptions.some((option) => option.value === filters.coachId))
    coachOptions.push({ value: filters.coachId, label: filters.coachId });

  return (
    <search
      aria-label="Filter bookings"
      className="mb-5 grid gap-4 rounded-card border border-surface-border bg-surface/70 p-4 sm:grid-cols-2 xl:grid-cols-5"
    >
      <Select
        label="Coach"
        value={filters.coachId}
        onChange={(coachId) => onChange({ coachId })}
        options={coachOptions}
      />
      <Select
        label="State"
        value={filters.state}
        onChange={(state) => onChange({ state: state as BookingFilters["state"] })}
        options={[
          { value: "", label: "Any state" },
          ...ADMIN_BOOKING_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
        ]}
      />
      <TextField
        label="From (IST)"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label="To (IST, inclusive)"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <SearchBox label="Learner or booking id" value={filters.q} onSearch={(q) => onChange({ q })} />
    </search>
  );
}
