import { EDITOR_KINDS, type EditorKind } from "@clutch/contract";
import { Navigate, Route, Routes, useParams } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { consolePaths } from "../paths";
import { AuditPage } from "./audit/AuditPage";
import { EditItemPage, NewItemPage } from "./editor/EditorPage";
import { ConsoleGate } from "./gate/ConsoleGate";
import { ItemListPage } from "./list/ItemListPage";
import { ConsoleShell } from "./shell/ConsoleShell";
import { LeaveGuardProvider } from "./shell/LeaveGuard";

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
            <Routes>
              <Route index element={<Navigate to={consolePaths.list(EDITOR_KINDS[0])} replace />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path=":kind" element={<KindPage />} />
              <Route path=":kind/:id" element={<KindPage />} />
              <Route path="*" element={notFound} />
            </Routes>
          </ConsoleShell>
        </LeaveGuardProvider>
      )}
    </ConsoleGate>
  );
}

/** A kind's list, new item or item, by the address. */
function KindPage() {
  const { kind, id } = useParams();
  if (!isKind(kind)) return notFound;
  if (id === undefined) return <ItemListPage key={kind} kind={kind} />;
  if (id === "new") return <NewItemPage key={kind} kind={kind} />;
  return <EditItemPage key={`${kind}/${id}`} kind={kind} id={id} />;
}
