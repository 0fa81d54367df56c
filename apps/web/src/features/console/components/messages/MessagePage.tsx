import { type ContactMessage, type ContactStatus, messages } from "@clutch/contract";
import { PageTitle } from "../../../../components/data/PageTitle";
import { NotFound } from "../../../../components/NotFound";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage, isNotFound } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { formatDateTime } from "../../lib/format";
import { useAdminGetMessageQuery, useAdminSetMessageStatusMutation } from "../../messages-api";
import { consolePaths } from "../../paths";
import { ConsoleLink } from "../shell/LeaveGuard";
import { MessageStatusBadge } from "./MessageStatusBadge";
import { ReplyForm } from "./ReplyForm";

const panel = "rounded-card border border-surface-border bg-surface/80 p-5 shadow-card sm:p-6";

/** `/admin/messages/:id`: one contact message, its answers, the answer form, close and reopen. */
export function MessagePage({ id }: { id: string }) {
  const message = useAdminGetMessageQuery(id);
  if (isNotFound(message.error)) {
    return (
      <NotFound
        title={messages.contact.notFound}
        backTo={{ to: consolePaths.messages, label: "Back to messages" }}
      />
    );
  }
  if (message.isError) {
    return (
      <ErrorState
        message={errorMessage(message.error, messages.general.unavailable)}
        onRetry={message.refetch}
        retrying={message.isFetching}
      />
    );
  }
  if (!message.data) return <LoadingState />;
  return <MessageView message={message.data.data} />;
}

function MessageView({ message }: { message: ContactMessage }) {
  return (
    <article className="flex flex-col gap-6">
      <ConsoleLink
        to={consolePaths.messages}
        className="self-start text-sm font-semibold text-brand-300 hover:text-brand-200"
      >
        ← All messages
      </ConsoleLink>
      <PageTitle title={message.subject || "(no subject)"}>
        <StatusAction message={message} />
      </PageTitle>
      <section aria-label="The message" className={panel}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-fg-muted">From</dt>
          <dd className="break-words text-fg">
            {message.name}{" "}
            <a
              href={`mailto:${message.email}`}
              className="break-all text-brand-300 underline underline-offset-4"
            >
              {message.email}
            </a>
          </dd>
          <dt className="text-fg-muted">Received</dt>
          <dd className="text-fg">{formatDateTime(message.createdAt)}</dd>
          <dt className="text-fg-muted">Status</dt>
          <dd>
            <MessageStatusBadge status={message.status} />
          </dd>
          <dt className="text-fg-muted">Support mail</dt>
          <dd className="text-fg">
            {message.mailedAt
              ? `Mailed ${formatDateTime(message.mailedAt)}`
              : "Not mailed yet: it is retried in the background"}
          </dd>
        </dl>
        <p className="mt-5 border-t border-surface-border pt-5 whitespace-pre-wrap break-words text-fg">
          {message.message}
        </p>
      </section>
      <section aria-labelledby="answers-heading" className="flex flex-col gap-3">
        <h2 id="answers-heading" className="font-display text-lg font-black uppercase italic text-fg">
          Answers ({message.replies.length})
        </h2>
        {message.replies.length === 0 ? (
          <p className="text-sm text-fg-muted">No answer yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {message.replies.map((reply) => (
              <li key={reply._id} className={panel}>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
                  <span className="font-semibold text-fg">
                    {reply.author?.name || reply.author?.email || "A former operator"}
                  </span>
                  <span>{formatDateTime(reply.createdAt)}</span>
                  {reply.sentAt ? (
                    <span className="text-success-400">Sent</span>
                  ) : (
                    <span className="font-semibold text-danger-300">Not sent</span>
                  )}
                </p>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm text-fg">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={panel}>
        <ReplyForm key={message._id} messageId={message._id} to={message.email} />
      </section>
    </article>
  );
}

/** Close an open message, or reopen a closed one (answered again if it has a sent answer). */
function StatusAction({ message }: { message: ContactMessage }) {
  const [setStatus, state] = useAdminSetMessageStatusMutation();
  const closed = message.status === "closed";
  const reopened: ContactStatus = message.replies.some((reply) => reply.sentAt) ? "answered" : "new";
  const next: ContactStatus = closed ? reopened : "closed";
  async function change() {
    try {
      await setStatus({ id: message._id, body: { status: next } }).unwrap();
      notify.success(closed ? "Message reopened" : "Message closed");
    } catch (error) {
      notify.error(errorMessage(error, messages.general.unavailable));
    }
  }
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={state.isLoading}
      aria-busy={state.isLoading || undefined}
      onClick={change}
    >
      {closed ? "Reopen" : "Close message"}
    </button>
  );
}
