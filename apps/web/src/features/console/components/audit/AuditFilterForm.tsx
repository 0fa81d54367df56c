import { type FormEvent, useState } from "react";
import { DateRangeFields } from "../../../../components/data/DateRangeFields";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { TextField } from "../../../../components/ui/form";
import { AUDIT_FILTERS, type AuditFilters } from "../../lib/audit-filters";

const TEXT_FILTERS = ["actor", "action", "entityType", "entityId"] as const;

const LABELS: Record<(typeof TEXT_FILTERS)[number], { label: string; hint?: string }> = {
  actor: { label: "Actor", hint: "An account id, or cli" },
  action: { label: "Action", hint: "e.g. course.update" },
  entityType: { label: "Entity type", hint: "e.g. course" },
  entityId: { label: "Entity id" },
};

/** The audit trail's filters: applied together with Enter or the button. */
export function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (next: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const blank = Object.fromEntries(AUDIT_FILTERS.map((name) => [name, ""])) as AuditFilters;
  return (
    <form
      onSubmit={submit}
      aria-label="Filters"
      className="grid gap-4 rounded-card border border-surface-border bg-surface/70 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {TEXT_FILTERS.map((name) => (
        <TextField
          key={name}
          label={LABELS[name].label}
          hint={LABELS[name].hint}
          type="text"
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      ))}
      <DateRangeFields
        value={draft}
        labels={{ from: "From", to: "To (inclusive)" }}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonStyles.primary}>
          Apply filters
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => onApply(blank)}>
          Clear
        </button>
      </div>
    </form>
  );
}
