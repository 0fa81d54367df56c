import { EDITOR_LABELS } from "@clutch/contract";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SearchBox } from "../../../../components/data/SearchBox";
import { smallButton } from "../../../../components/data/styles";
import { Group, useFieldError } from "../../../../components/form/controls";
import { useAdminGetItemQuery, useAdminListItemsQuery } from "../../api";

type PickerKind = "games" | "coaches";
type IdPickerProps = { name: string; label: string; kind: PickerKind };

const RESULTS = 8;
/** The first page of the kind, for the names of the chosen ones (a few dozen games or coaches). */
const NAMES_PAGE = { limit: 100 } as const;

/** Related items (games, coaches): the chosen ones, and a search to add more. */
export function IdPicker({ name, label, kind }: IdPickerProps) {
  const { setValue } = useFormContext();
  const ids = (useWatch({ name }) as string[] | undefined) ?? [];
  const error = useFieldError(name);
  const [search, setSearch] = useState("");
  const known = useAdminListItemsQuery({ kind, query: NAMES_PAGE });
  const found = useAdminListItemsQuery(
    { kind, query: { q: search, limit: RESULTS } },
    { skip: search === "" },
  );
  const names = new Map(known.data?.data.map((row) => [row._id, row.name]));
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: true });
  const offers = (found.data?.data ?? []).filter((row) => !ids.includes(row._id));

  return (
    <Group legend={label} error={error}>
      {ids.length === 0 ? (
        <p className="text-sm text-fg-muted">None chosen.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {ids.map((id) => (
            <Chosen
              key={id}
              kind={kind}
              id={id}
              name={names.get(id)}
              onRemove={() => change(ids.filter((chosen) => chosen !== id))}
            />
          ))}
        </ul>
      )}
      <SearchBox
        label={`Find ${EDITOR_LABELS[kind].many.toLowerCase()} to add`}
        value=""
        onSearch={setSearch}
      />
      {search !== "" ? (
        <ul
          className="flex flex-wrap gap-2"
          aria-label="Search results"
          aria-busy={found.isFetching || undefined}
        >
          {offers.map((row) => (
            <li key={row._id}>
              <button type="button" className={smallButton} onClick={() => change([...ids, row._id])}>
                <span className="sr-only">Add </span>
                {row.name}
              </button>
            </li>
          ))}
          {found.data && offers.length === 0 ? (
            <li className="text-sm text-fg-muted">Nothing to add.</li>
          ) : null}
        </ul>
      ) : null}
    </Group>
  );
}

type ChosenProps = { kind: PickerKind; id: string; name: string | undefined; onRemove: () => void };

/** A chosen item; its name is fetched when it is not among the first page's. */
function Chosen({ kind, id, name, onRemove }: ChosenProps) {
  const item = useAdminGetItemQuery({ kind, id }, { skip: name !== undefined });
  const shown = name ?? (item.data?.data as { name?: string } | undefined)?.name ?? id;
  return (
    <li className="flex items-center gap-2 rounded-chip border border-surface-border bg-ink-800/60 py-1 pr-1 pl-2.5 text-sm text-fg">
      {shown}
      <button type="button" className={smallButton} aria-label={`Remove ${shown}`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
