import { ORDER_KINDS, ORDER_STATES, type OrderKind, type OrderState } from "@clutch/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The orders list's search, as the form edits it (empty: not filtered). */
export type OrderFilters = {
  q: string;
  status: "" | OrderState;
  kind: "" | OrderKind;
  from: string;
  to: string;
};
export const ORDER_FILTERS = ["q", "status", "kind", "from", "to"] as const satisfies (keyof OrderFilters)[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): "" | T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : "";
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

/** Orders per page of the list. */
const ORDERS_PAGE_SIZE = 25;

/** The API's query for the filters: only what is set. */
export const orderQueryOf = (filters: OrderFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== "")) as Partial<
    Record<keyof OrderFilters, string>
  > as { q?: string; status?: OrderState; kind?: OrderKind; from?: string; to?: string };

/** The orders list's filters, page and the API's query for them, in an address's query. */
export function orderSearchOf(params: URLSearchParams) {
  const filters: OrderFilters = {
    q: params.get("q") ?? "",
    status: oneOf(ORDER_STATES, params.get("status")),
    kind: oneOf(ORDER_KINDS, params.get("kind")),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  return { filters, page, listQuery: { ...orderQueryOf(filters), page, limit: ORDERS_PAGE_SIZE } };
}

/**
 * The orders list's filters and page, kept in the address's query (a search can be shared,
 * reloaded, and Back returns to it). New filters start again at page 1.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const { filters, page, listQuery } = orderSearchOf(params);
  const apply = useCallback(
    (next: OrderFilters) =>
      setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== ""))),
    [setParams],
  );
  const goTo = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set("page", String(next));
        else copy.delete("page");
        return copy;
      }),
    [setParams],
  );
  return { filters, page, listQuery, apply, goTo, key: params.toString() };
}
