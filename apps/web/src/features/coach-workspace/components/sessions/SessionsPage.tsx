import {
  COACH_SESSION_VIEWS,
  type CoachSession,
  coachWorkspaceMessages as m,
  messages,
} from "@clutch/contract";
import { Suspense, useState } from "react";
import { Pager } from "../../../../components/data/Pager";
import { PageTitle } from "../../../../components/data/PageTitle";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { StatusToggles } from "../../../../components/data/StatusToggles";
import { DIALOG_FAILED, DialogBoundary, DialogLoading } from "../../../../components/ui/DialogBoundary";
import { FormAlert } from "../../../../components/ui/form";
import { useNow } from "../../../../hooks/use-now";
import { errorMessage } from "../../../../lib/api-error";
import { lazyNamed } from "../../../../lib/lazy-named";
import { useCoachListSessionsQuery, useCoachSessionOutcomeMutation } from "../../api";
import { useSessionParams } from "../../hooks/use-session-params";
import { type SessionAction, SessionCard } from "./SessionCard";
import { EMPTY_VIEW, sessionWhen, VIEW_LABELS } from "./session-labels";

// The dialogs (their forms, the form library, the dialog itself) load when a coach first opens one,
// not with the list.
const ConfirmDialog = lazyNamed(() => import("../../../../components/data/ConfirmDialog"), "ConfirmDialog");
const CancelSessionDialog = lazyNamed(() => import("./CancelSessionDialog"), "CancelSessionDialog");
const SummaryDialog = lazyNamed(() => import("./SummaryDialog"), "SummaryDialog");

type Notice = { tone: "success" | "error"; text: string };

/** `/coach`: the coach's sessions (upcoming, past, cancelled), each with its room and what can be done. */
export function SessionsPage() {
  const { view, update, query } = useSessionParams();
  const list = useCoachListSessionsQuery(query);
  const now = useNow(30_000);
  const [acting, setActing] = useState<{ action: SessionAction; session: CoachSession } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [markOutcome] = useCoachSessionOutcomeMutation();

  const done = (text: string) => {
    setActing(null);
    setNotice({ tone: "success", text });
  };
  const dialogFailed = (error: unknown) => {
    console.error("A session dialog failed", error);
    setActing(null);
    setNotice({ tone: "error", text: DIALOG_FAILED });
  };
  const markNoShow = async (session: CoachSession) => {
    setActing(null);
    try {
      await markOutcome({ id: session._id, body: { outcome: "NO_SHOW" } }).unwrap();
      setNotice({ tone: "success", text: m.outcomeSaved });
    } catch (error) {
      setNotice({ tone: "error", text: errorMessage(error, messages.general.unavailable) });
    }
  };

  return (
    <section>
      <PageTitle title="Sessions" area="Coach workspace" />
      <div className="mb-5 flex flex-col gap-3">
        <StatusToggles
          options={COACH_SESSION_VIEWS}
          value={view}
          label={(option) => VIEW_LABELS[option]}
          onChange={(option) => update({ view: option })}
        />
        <FormAlert message={notice?.text} tone={notice?.tone} onClose={() => setNotice(null)} />
      </div>
      <QueryResult query={list} failure={m.loadFailed}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyNote>{EMPTY_VIEW[view]}</EmptyNote>
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {meta.total} {VIEW_LABELS[view].toLowerCase()} sessions
              </p>
              <ul className={`flex flex-col gap-4 transition ${list.isFetching ? "opacity-60" : ""}`}>
                {data.map((session) => (
                  <li key={session._id}>
                    <SessionCard
                      session={session}
                      now={now}
                      onAction={(action, chosen) => setActing({ action, session: chosen })}
                    />
                  </li>
                ))}
              </ul>
              <div className="mt-5">
                <Pager
                  page={meta.page}
                  limit={meta.limit}
                  total={meta.total}
                  onPage={(next) => update({ page: next })}
                />
              </div>
            </>
          )
        }
      </QueryResult>

      <DialogBoundary key={acting?.session._id ?? "none"} onError={dialogFailed}>
        <Suspense fallback={<DialogLoading />}>
          {acting?.action === "cancel" ? (
            <CancelSessionDialog session={acting.session} onClose={() => setActing(null)} onDone={done} />
          ) : null}
          {acting?.action === "complete" || acting?.action === "summary" ? (
            <SummaryDialog
              session={acting.session}
              mode={acting.action === "complete" ? "complete" : "summary"}
              onClose={() => setActing(null)}
              onDone={done}
            />
          ) : null}
          {acting?.action === "no-show" ? (
            <ConfirmDialog
              open
              title="Learner didn't show?"
              description={`${acting.session.title}, ${sessionWhen(acting.session)}: the session is recorded as a no-show.`}
              confirmLabel="Learner didn't show"
              onConfirm={() => void markNoShow(acting.session)}
              onCancel={() => setActing(null)}
            />
          ) : null}
        </Suspense>
      </DialogBoundary>
    </section>
  );
}
