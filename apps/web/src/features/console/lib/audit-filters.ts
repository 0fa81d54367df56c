import type { ApiQuery } from "@clutch/contract";

/** The audit page's filters as the operator types them (dates as YYYY-MM-DD), kept in the address. */
export const AUDIT_FILTERS = ["actor", "action", "entityType", "entityId", "from", "to"] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(AUDIT_FILTERS.map((name) => [name, params.get(name) ?? ""])) as AuditFilters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a calendar day in the operator's zone, as an instant; `days` later for an end. */
function startOfDay(day: string, days = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}

/** The audit call's query: blank filters left out, `to` covering its whole day. */
export function queryOf(filters: AuditFilters): ApiQuery<"adminAudit"> {
  const text = (value: string) => value.trim() || undefined;
  const query = {
    actor: text(filters.actor),
    action: text(filters.action),
    entityType: text(filters.entityType),
    entityId: text(filters.entityId),
    from: startOfDay(filters.from),
    to: startOfDay(filters.to, 1),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
