import { messages, paths } from "@clutch/contract";
import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { Container } from "../../../../components/ui/Container";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage, isApiError } from "../../../../lib/api-error";
import { lazyNamed } from "../../../../lib/lazy-named";
import { useAdminMeQuery } from "../../api";
import { useConsoleSession } from "../../hooks/use-console-session";
import { forgetConsoleSession } from "../../lib/console-session";
import { ConsolePageLoading, ConsoleShell } from "../shell/ConsoleShell";
import { LeaveGuardProvider } from "../shell/LeaveGuard";
import { GateFrame } from "./GateFrame";

// The forms (and zod with them) load only when the gate asks for a code: an operator with a
// session goes straight to the console's page.
const CodeEntry = lazyNamed(() => import("./CodeEntry"), "CodeEntry");
const RecoveryCodes = lazyNamed(() => import("./RecoveryCodes"), "RecoveryCodes");
const SecondFactorSetUp = lazyNamed(() => import("./SecondFactorSetUp"), "SecondFactorSetUp");

/**
 * The operator's state as of this arrival: the answer asked for on the way in (`prepareConsole`)
 * serves; an older one is asked for again.
 */
const ARRIVAL_ANSWER_SECONDS = 10;

type ConsoleGateProps = {
  signedIn: boolean;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
  /** The console's pages, drawn in its frame once the operator is known and has a session. */
  children: ReactNode;
};

/**
 * What stands before the console: a signed-in operator (not signed in: asked to; not an operator:
 * told so) with a console session, from a code of their authenticator app (set up on the first
 * visit) or a recovery code. A session the API refuses later is forgotten (lib/base-query.ts), and
 * this asks for a code again.
 */
export function ConsoleGate({ signedIn, onSignIn, children }: ConsoleGateProps) {
  const session = useConsoleSession();
  // Deferred: the console mounts in a render React splits into short tasks, not in the one that
  // takes the answer from the store (see QueryResult).
  const me = useDeferredValue(
    useAdminMeQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: ARRIVAL_ANSWER_SECONDS }),
  );
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const usableSession = useUsableSession(me, session);
  const [entered, setEntered] = useState(false);
  if (usableSession && !entered) setEntered(true);

  if (!signedIn) return <SignInPrompt onSignIn={onSignIn} />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 403) return <NotAnOperator />;
    return (
      <Container className="py-20">
        <ErrorState
          message={errorMessage(me.error, messages.general.unavailable)}
          onRetry={me.refetch}
          retrying={me.isFetching}
        />
      </Container>
    );
  }
  const loading = <LoadingState className="min-h-dvh" />;
  const form = (element: ReactNode) => <Suspense fallback={loading}>{element}</Suspense>;
  // The operator, once their state and the tab's session have been checked.
  const operator = usableSession === undefined ? undefined : me.data;
  if (operator) {
    if (recoveryCodes)
      return form(<RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />);
    if (operator.secondFactor.state !== "active")
      return form(<SecondFactorSetUp onConfirmed={setRecoveryCodes} />);
    if (!usableSession && !entered) return form(<CodeEntry />);
  }
  // A session that ends mid-way asks for a code over the page, whose unsaved work waits.
  const askingForCode = operator !== undefined && !usableSession;
  // Until the check answers, the console's frame as the server sent it: the page's heading stays
  // from the first paint on. One frame from then on (the same elements, in the same place), so what
  // an operator did in it meanwhile, a focused or opened menu, stays when the page comes.
  return (
    <>
      {askingForCode ? form(<CodeEntry />) : null}
      <div hidden={askingForCode}>
        <LeaveGuardProvider>
          <ConsoleShell email={operator?.user.email}>
            {operator ? children : <ConsolePageLoading />}
          </ConsoleShell>
        </LeaveGuardProvider>
      </div>
    </>
  );
}

/**
 * The stored session, unless it is one kept from an earlier visit that the server no longer takes
 * (expired, the password changed): judged once, by the first answer after arriving, and then
 * forgotten. Undefined until that answer.
 */
function useUsableSession(me: ReturnType<typeof useAdminMeQuery>, session: string | null) {
  const [arrival, setArrival] = useState<{ stale: string | null } | null>(null);
  if (arrival === null && me.data && !me.isFetching) {
    setArrival({ stale: session && !me.data.secondFactor.verified ? session : null });
  }
  const stale = arrival?.stale ?? null;
  useEffect(() => {
    if (stale && session === stale) forgetConsoleSession();
  }, [stale, session]);
  if (arrival === null) return undefined;
  return session !== null && session !== stale ? session : null;
}

function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <GateFrame title="Please sign in" lead="Sign in with an operator's account to use the console.">
      <button type="button" className={buttonStyles.primary} onClick={onSignIn}>
        Sign in
      </button>
    </GateFrame>
  );
}

function NotAnOperator() {
  return (
    <GateFrame title="No access" lead={messages.admin.forbidden}>
      <Link to={paths.home} className={buttonStyles.secondary}>
        Back to site
      </Link>
    </GateFrame>
  );
}
