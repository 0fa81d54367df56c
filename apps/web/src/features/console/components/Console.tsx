import { EDITOR_KINDS, type EditorKind, paths } from "@clutch/contract";
import { Suspense, useEffect } from "react";
import { type RouteObject, useLocation, useNavigate, useParams, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { LoadingState } from "../../../components/ui/LoadingState";
import { lazyNamed } from "../../../lib/lazy-named";
import { useConsolePrefetch } from "../api";
import { itemListQuery, useListParams } from "../hooks/use-list-params";
import { readConsoleSession } from "../lib/console-session";
import { useOrderFilters } from "../lib/order-filters";
import { useOrdersPrefetch } from "../orders-api";
import { consolePaths } from "../paths";
import { ConsoleGate } from "./gate/ConsoleGate";
import { ConsoleShell } from "./shell/ConsoleShell";
import { LeaveGuardProvider } from "./shell/LeaveGuard";

// Each page's code (its tables, forms and editors) loads when it is first visited.
const load = {
  audit: () => import("./audit/AuditPage"),
  bookings: () => import("./bookings/BookingsPage"),
  practice: () => import("./coaches/CoachPracticePage"),
  practices: () => import("./coaches/CoachPracticesPage"),
  editor: () => import("./editor/EditorPage"),
  list: () => import("./list/ItemListPage"),
  messages: () => import("./messages/MessageListPage"),
  message: () => import("./messages/MessagePage"),
  order: () => import("./orders/OrderPage"),
  orders: () => import("./orders/OrdersPage"),
  reports: () => import("./reports/ReportsPage"),
  subscribers: () => import("./subscribers/SubscribersPage"),
};
const AuditPage = lazyNamed(load.audit, "AuditPage");
const BookingsPage = lazyNamed(load.bookings, "BookingsPage");
const CoachPracticePage = lazyNamed(load.practice, "CoachPracticePage");
const CoachPracticesPage = lazyNamed(load.practices, "CoachPracticesPage");
const EditItemPage = lazyNamed(load.editor, "EditItemPage");
const NewItemPage = lazyNamed(load.editor, "NewItemPage");
const ItemListPage = lazyNamed(load.list, "ItemListPage");
const MessageListPage = lazyNamed(load.messages, "MessageListPage");
const MessagePage = lazyNamed(load.message, "MessagePage");
const OrderPage = lazyNamed(load.order, "OrderPage");
const OrdersPage = lazyNamed(load.orders, "OrdersPage");
const ReportsPage = lazyNamed(load.reports, "ReportsPage");
const SubscribersPage = lazyNamed(load.subscribers, "SubscribersPage");

/** Sections whose address may name one item (`orders/<id>`): the item's page, else the list's. */
const ITEM_PAGES = { messages: load.message, orders: load.order, practices: load.practice } as const;
const isSection = (section: string): section is keyof typeof load => Object.hasOwn(load, section);

/** The section and item id of an address below `/admin` (`orders/<id>`: "orders", "<id>"). */
const placeOf = (pathname: string) => {
  const [section = "", id] = pathname.slice(paths.admin.length + 1).split("/");
  return { section, id };
};

/** The code of the page at `pathname` (an address below `/admin`). */
function pageAt(pathname: string) {
  const { section, id } = placeOf(pathname);
  if (id && Object.hasOwn(ITEM_PAGES, section)) return ITEM_PAGES[section as keyof typeof ITEM_PAGES];
  if (isSection(section)) return load[section];
  return id ? load.editor : load.list;
}

/**
 * Starts fetching the code of the page at `pathname`, so that it arrives while the gate is still
 * waiting for the operator's answer rather than after it. A failure is the page's to report.
 */
function preloadPage(pathname: string) {
  pageAt(pathname)().catch(() => undefined);
}

type ConsoleProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
};

const notFound = (
  <NotFound backTo={{ to: consolePaths.list(EDITOR_KINDS[0]), label: "Back to the console" }} />
);

const isKind = (value: string | undefined): value is EditorKind =>
  (EDITOR_KINDS as readonly (string | undefined)[]).includes(value);

/** The operators' console at `/admin/*`: the gate, then the shell with a page per kind and the audit trail. */
export function Console({ signedIn, onSignIn }: ConsoleProps) {
  const { pathname } = useLocation();
  useEffect(() => preloadPage(pathname), [pathname]);
  usePrefetchedList(signedIn);
  return (
    <ConsoleGate signedIn={signedIn} onSignIn={onSignIn}>
      {(operator) => (
        <LeaveGuardProvider>
          <ConsoleShell email={operator.email}>
            <ConsolePages />
          </ConsoleShell>
        </LeaveGuardProvider>
      )}
    </ConsoleGate>
  );
}

/**
 * Asks for the list at the address (the orders, or a kind's items; at `/admin`, the first kind's),
 * with the page's own query, beside the gate's operator check rather than after it; the page then
 * finds it in the store. Only with a console session stored: without one the gate asks for a code
 * first, and the list would be refused. A session the server no longer takes is refused here as by
 * the gate, and forgotten.
 */
function usePrefetchedList(signedIn: boolean) {
  const { pathname } = useLocation();
  const items = useListParams();
  const { listQuery } = useOrderFilters();
  const prefetchItems = useConsolePrefetch("adminListItems");
  const prefetchOrders = useOrdersPrefetch("adminListOrders");
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; the page asks for itself after.
  useEffect(() => {
    const { section, id } = placeOf(pathname);
    if (!signedIn || id !== undefined || !readConsoleSession()) return;
    // `/admin` itself shows the first kind's list.
    const kind = section === "" ? EDITOR_KINDS[0] : section;
    if (section === "orders") prefetchOrders(listQuery);
    else if (isKind(kind)) prefetchItems({ kind, query: itemListQuery(items) });
  }, []);
}

/** The console's pages, below `/admin` (the router's own hook, as the app's routes use). */
const PAGES: RouteObject[] = [
  { index: true, element: <ToFirstSection /> },
  { path: "audit", element: <AuditPage /> },
  { path: "messages", element: <MessageListPage /> },
  { path: "messages/:id", element: <MessageRoute /> },
  { path: "bookings", element: <BookingsPage /> },
  { path: "practices", element: <CoachPracticesPage /> },
  { path: "practices/:id", element: <PracticeRoute /> },
  { path: "orders", element: <OrdersPage /> },
  { path: "orders/:id", element: <OrderPage /> },
  { path: "reports", element: <ReportsPage /> },
  { path: "subscribers", element: <SubscribersPage /> },
  { path: ":kind", element: <KindPage /> },
  { path: ":kind/:id", element: <KindPage /> },
  { path: "*", element: notFound },
];

/** `/admin` itself: the first section. */
function ToFirstSection() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(consolePaths.list(EDITOR_KINDS[0]), { replace: true });
  }, [navigate]);
  return null;
}

function ConsolePages() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(PAGES)}</Suspense>;
}

/** A contact message, by the address. */
function MessageRoute() {
  const { id = "" } = useParams();
  return <MessagePage key={id} id={id} />;
}

/** A coach's practice, by the address. */
function PracticeRoute() {
  const { id = "" } = useParams();
  return <CoachPracticePage key={id} coachId={id} />;
}

/** A kind's list, new item or item, by the address. */
function KindPage() {
  const { kind, id } = useParams();
  if (!isKind(kind)) return notFound;
  if (id === undefined) return <ItemListPage key={kind} kind={kind} />;
  if (id === "new") return <NewItemPage key={kind} kind={kind} />;
  return <EditItemPage key={`${kind}/${id}`} kind={kind} id={id} />;
}
