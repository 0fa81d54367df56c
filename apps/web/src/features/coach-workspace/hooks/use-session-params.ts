import { COACH_SESSION_VIEWS, type CoachSessionView } from "@clutch/contract";
import { useSearchParams } from "react-router";

const isView = (value: string | null): value is CoachSessionView =>
  (COACH_SESSION_VIEWS as readonly (string | null)[]).includes(value);

/** Sessions per page of the list. */
const SESSIONS_PAGE_SIZE = 25;

/** The sessions page's view and page in an address's query, and the API's query for them. */
export function sessionParamsOf(params: URLSearchParams) {
  const rawView = params.get("view");
  const view: CoachSessionView = isView(rawView) ? rawView : "upcoming";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return { view, page, query: { view, page, limit: SESSIONS_PAGE_SIZE } };
}

/** The sessions page's view (upcoming, past, cancelled) and page, kept in the address. */
export function useSessionParams() {
  const [params, setParams] = useSearchParams();
  const { view, page, query } = sessionParamsOf(params);
  const update = (change: { view?: CoachSessionView; page?: number }) => {
    const nextView = change.view ?? view;
    const nextPage = change.view ? 1 : (change.page ?? page);
    const next = new URLSearchParams();
    if (nextView !== "upcoming") next.set("view", nextView);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  };
  return { view, page, update, query };
}
