import { EDITOR_KINDS, type EditorKind } from "@clutch/contract";
import { Suspense, useEffect } from "react";
import { type Path, type RouteObject, useLocation, useNavigate, useParams, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { type AppDispatch, useAppDispatch } from "../../../hooks/store";
import { lazyNamed, loadLazy } from "../../../lib/lazy-named";
import { trackPageLoad } from "../../../lib/page-loading";
import { globbedImport } from "../../../lib/page-modules";
import { prefetchConsole } from "../api";
import { itemListQuery, listParamsOf } from "../hooks/use-list-params";
import { readConsoleSession } from "../lib/console-session";
import { orderSearchOf } from "../lib/order-filters";
import { NEW_MESSAGES_COUNT, prefetchMessages } from "../messages-api";
import { prefetchOrders } from "../orders-api";
import { consolePaths } from "../paths";
import { ConsoleGate } from "./gate/ConsoleGate";
import { type ConsolePage, PAGE_MODULES, pageAt, placeOf } from "./pages";
import { ConsolePageLoading } from "./shell/ConsoleShell";

// Each page's code (its tables, forms and editors) loads when it is first visited.
const pageModules = import.meta.glob("./*/*Page.tsx");

/** The import of `page`'s module (lib/page-modules.ts). */
function pageModule<Module>(page: ConsolePage) {
  return globbedImport<Module>(pageModules, PAGE_MODULES[page]);
}

const AuditPage = lazyNamed(pageModule<typeof import("./audit/AuditPage")>("audit"), "AuditPage");
const BookingsPage = lazyNamed(
  pageModule<typeof import("./bookings/BookingsPage")>("bookings"),
  "BookingsPage",
);
const CoachPracticePage = lazyNamed(
  pageModule<typeof import("./coaches/CoachPracticePage")>("practice"),
  "CoachPracticePage",
);
const CoachPracticesPage = lazyNamed(
  pageModule<typeof import("./coaches/CoachPracticesPage")>("practices"),
  "CoachPracticesPage",
);
const editorPage = pageModule<typeof import("./editor/EditorPage")>("editor");
const EditItemPage = lazyNamed(editorPage, "EditItemPage");
const NewItemPage = lazyNamed(editorPage, "NewItemPage");
const ItemListPage = lazyNamed(pageModule<typeof import("./list/ItemListPage")>("list"), "ItemListPage");
const MessageListPage = lazyNamed(
  pageModule<typeof import("./messages/MessageListPage")>("messages"),
  "MessageListPage",
);
const MessagePage = lazyNamed(pageModule<typeof import("./messages/MessagePage")>("message"), "MessagePage");
const OrderPage = lazyNamed(pageModule<typeof import("./orders/OrderPage")>("order"), "OrderPage");
const OrdersPage = lazyNamed(pageModule<typeof import("./orders/OrdersPage")>("orders"), "OrdersPage");
const ReportsPage = lazyNamed(pageModule<typeof import("./reports/ReportsPage")>("reports"), "ReportsPage");
const SubscribersPage = lazyNamed(
  pageModule<typeof import("./subscribers/SubscribersPage")>("subscribers"),
  "SubscribersPage",
);

/**
 * Fetches the code of the page at `pathname` in a later task (once the calls `prefetchArrival`
 * started are sent: a browser opens six connections to a host, and the page's code is several
 * requests, which asked for first would hold the answers back a round trip). It arrives while the
 * gate is still waiting for the operator's answer rather than after it; counted as a page load from
 * now, so that the site's first render waits for it too (start.tsx) and draws the page, not its
 * loading state followed by the page. A failure is the page's to report.
 */
function preloadPage(pathname: string) {
  const later = new Promise<void>((resolve) => setTimeout(resolve, 0));
  void trackPageLoad(later.then(() => loadLazy(pageModule(pageAt(pathname)))).catch(() => undefined));
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
 * operator's state and, with a console session stored, the count of messages waiting and the list
 * at the address (the orders, or a kind's items; at `/admin`, the first kind's) with the page's own
 * query: beside each other rather than each after the render that needs it. Without a session the
 * gate asks for a code first, and the list would be refused. The gate and the page then find the
 * answers in the store. A visitor is asked for nothing: the gate asks them to sign in.
 */
export function prepareConsole(
  dispatch: AppDispatch,
  signedIn: boolean,
  address: Pick<Path, "pathname" | "search">,
): void {
  if (!signedIn) return;
  prefetchArrival(dispatch, address);
  preloadPage(address.pathname);
}

function prefetchArrival(dispatch: AppDispatch, { pathname, search }: Pick<Path, "pathname" | "search">) {
  dispatch(prefetchConsole("adminMe", undefined, {}));
  const { section, id } = placeOf(pathname);
  if (!readConsoleSession()) return;
  // The shell's count of messages waiting, beside the page's own answers rather than after them.
  dispatch(prefetchMessages("adminListMessages", NEW_MESSAGES_COUNT, {}));
  if (id !== undefined) return;
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
