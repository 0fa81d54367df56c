import { EDITOR_KINDS, type EditorKind } from "@clutch/contract";
import { useEffect } from "react";
import { type RouteObject, useNavigate, useParams, useRoutes } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { consolePaths } from "../paths";
import { AuditPage } from "./audit/AuditPage";
import { BookingsPage } from "./bookings/BookingsPage";
import { CoachPracticePage } from "./coaches/CoachPracticePage";
import { CoachPracticesPage } from "./coaches/CoachPracticesPage";
import { EditItemPage, NewItemPage } from "./editor/EditorPage";
import { ConsoleGate } from "./gate/ConsoleGate";
import { ItemListPage } from "./list/ItemListPage";
import { MessageListPage } from "./messages/MessageListPage";
import { MessagePage } from "./messages/MessagePage";
import { OrderPage } from "./orders/OrderPage";
import { OrdersPage } from "./orders/OrdersPage";
import { ReportsPage } from "./reports/ReportsPage";
import { ConsoleShell } from "./shell/ConsoleShell";
import { LeaveGuardProvider } from "./shell/LeaveGuard";
import { SubscribersPage } from "./subscribers/SubscribersPage";

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
  return useRoutes(PAGES);
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
