import { EDITOR_KINDS, type EditorKind, paths } from "@clutch/contract";
import { Suspense, useEffect } from "react";
import { type Path, type RouteObject, useLocation, useNavigate, useParams, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { type AppDispatch, useAppDispatch } from "../../../hooks/store";
import { lazyNamed } from "../../../lib/lazy-named";
import { prefetchConsole } from "../api";
import { itemListQuery, listParamsOf } from "../hooks/use-list-params";
import { readConsoleSession } from "../lib/console-session";
import { orderSearchOf } from "../lib/order-filters";
import { prefetchOrders } from "../orders-api";
import { consolePaths } from "../paths";
import { ConsoleGate } from "./gate/ConsoleGate";
import { ConsolePageLoading } from "./shell/ConsoleShell";

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
  const address = useLocation();
  const dispatch = useAppDispatch();
  // On arrival only: later, a page's code loads as the page is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, on mount.
  useEffect(() => prepareConsole(dispatch, signedIn, address), []);
  return (
    <ConsoleGate signedIn={signedIn} onSignIn={onSignIn}>
      <ConsolePages />
    </ConsoleGate>
  );
}

/**
 * What the console asks for on arrival: before its first render when the site opens on it
 * (app/routes/console.tsx), else when it mounts. The code of the page at the address, the
 * operator's state and, with a console session stored, the list at the address (the orders, or a
 * kind's items; at `/admin`, the first kind's) with the page's own query: beside each other rather
 * than each after the render that needs it. Without a session the gate asks for a code first, and
 * the list would be refused. The gate and the page then find the answers in the store.
 */
export function prepareConsole(
  dispatch: AppDispatch,
  signedIn: boolean,
  address: Pick<Path, "pathname" | "search">,
): void {
  const { pathname } = address;
  if (signedIn) prefetchArrival(dispatch, address);
  // In a later task, once the calls above are sent (a few promise steps on): a browser opens six
  // connections to a host, and the page's code is several requests, which asked for first would
  // hold the answers back a round trip.
  setTimeout(() => preloadPage(pathname), 0);
}

function prefetchArrival(dispatch: AppDispatch, { pathname, search }: Pick<Path, "pathname" | "search">) {
  dispatch(prefetchConsole("adminMe", undefined, {}));
  const { section, id } = placeOf(pathname);
  if (id !== undefined || !readConsoleSession()) return;
  const params = new URLSearchParams(search);
  const kind = section === "" ? EDITOR_KINDS[0] : section;
  if (section === "orders") dispatch(prefetchOrders("adminListOrders", orderSearchOf(params).listQuery, {}));
  else if (isKind(kind))
    dispatch(prefetchConsole("adminListItems", { kind, query: itemListQuery(listParamsOf(params)) }, {}));
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

/** While a page's code loads: its heading (as the gate's frame drew it) over "Loading...". */
function ConsolePages() {
  return <Suspense fallback={<ConsolePageLoading />}>{useRoutes(PAGES)}</Suspense>;
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
