import { type FormEvent, useState } from "react";
import { DateRangeFields } from "../../../../components/data/DateRangeFields";
import { SelectField } from "../../../../components/data/SelectField";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { TextField } from "../../../../components/ui/form";
import { ORDER_FILTERS, type OrderFilters } from "../../lib/order-filters";
import { ORDER_KIND_OPTIONS, ORDER_STATE_OPTIONS } from "../../lib/order-labels";

/** The orders' search: applied together with Enter or the button. Days are India's (IST). */
export function OrderFilterForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (next: OrderFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof OrderFilters) => (value: string) => setDraft({ ...draft, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  const blank = Object.fromEntries(ORDER_FILTERS.map((name) => [name, ""])) as OrderFilters;
  return (
    <form
      onSubmit={submit}
      aria-label="Search orders"
      className="grid gap-4 rounded-card border border-surface-border bg-surface/70 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <TextField
          type="search"
          label="Search"
          hint="A buyer's e-mail, an order id or an item's name"
          autoComplete="off"
          value={draft.q}
          onChange={(event) => set("q")(event.target.value)}
        />
      </div>
      <SelectField
        label="Status"
        value={draft.status}
        options={ORDER_STATE_OPTIONS}
        onChange={set("status")}
      />
      <SelectField label="Kind" value={draft.kind} options={ORDER_KIND_OPTIONS} onChange={set("kind")} />
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <DateRangeFields
          value={draft}
          labels={{ from: "From (IST)", to: "To (IST)" }}
          onChange={(change) => setDraft({ ...draft, ...change })}
        />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonStyles.primary}>
          Search
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => onApply(blank)}>
          Clear
        </button>
      </div>
    </form>
  );
}
