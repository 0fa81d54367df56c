import { ADMIN_BOOKING_STATES } from "@clutch/contract";
import { DateRangeFields } from "../../../../components/data/DateRangeFields";
import { SearchBox } from "../../../../components/data/SearchBox";
import { SelectField } from "../../../../components/data/SelectField";
import { useAdminListItemsQuery } from "../../api";
import type { BookingFilters } from "../../hooks/use-booking-params";
import { STATE_LABELS } from "./booking-labels";

/** Every coach's name for the picker (a few dozen coaches: one page). */
const COACHES_PAGE = { kind: "coaches", query: { limit: 100 } } as const;

type Props = {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
};

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
      <SelectField
        label="Coach"
        value={filters.coachId}
        onChange={(coachId) => onChange({ coachId })}
        options={coachOptions}
      />
      <SelectField
        label="State"
        value={filters.state}
        onChange={(state) => onChange({ state })}
        options={[
          { value: "" as const, label: "Any state" },
          ...ADMIN_BOOKING_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
        ]}
      />
      <DateRangeFields
        value={filters}
        labels={{ from: "From (IST)", to: "To (IST, inclusive)" }}
        bounded
        onChange={onChange}
      />
      <SearchBox label="Learner or booking id" value={filters.q} onSearch={(q) => onChange({ q })} />
    </search>
  );
}
