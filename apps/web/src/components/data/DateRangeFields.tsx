import { TextField } from "../ui/form";

type DateRange = { from: string; to: string };

type DateRangeFieldsProps = {
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  labels: { from: string; to: string };
  /** Each field's classes (its place in the form's grid). */
  className?: string;
  /** Keeps the pickers from offering a `to` before `from`. */
  bounded?: boolean;
};

/** A filter's first and last day (YYYY-MM-DD, "" when open). */
export function DateRangeFields({
  value,
  onChange,
  labels,
  className,
  bounded = false,
}: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        className={className}
        value={value.from}
        max={bounded ? value.to || undefined : undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label={labels.to}
        type="date"
        className={className}
        value={value.to}
        min={bounded ? value.from || undefined : undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
