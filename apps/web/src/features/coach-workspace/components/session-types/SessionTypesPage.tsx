import { type CoachSessionType, formatPrice, coachWorkspaceMessages as m, messages } from "@clutch/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/data/ConfirmDialog";
import { PageTitle } from "../../../../components/data/PageTitle";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { smallButton } from "../../../../components/data/styles";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { useCoachListSessionTypesQuery, useCoachRetireSessionTypeMutation } from "../../api";
import { SessionTypeDialog } from "./SessionTypeDialog";

type Notice = { tone: "success" | "error"; text: string };

/** `/coach/session-types`: what the coach sells (offered ones, then retired ones), created, edited, retired. */
export function SessionTypesPage() {
  const list = useCoachListSessionTypesQuery();
  const [editing, setEditing] = useState<{ type: CoachSessionType | null } | null>(null);
  const [retiring, setRetiring] = useState<CoachSessionType | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [retire] = useCoachRetireSessionTypeMutation();

  const retireType = async (type: CoachSessionType) => {
    setRetiring(null);
    try {
      await retire(type._id).unwrap();
      setNotice({ tone: "success", text: `${type.title} is retired: no longer offered.` });
    } catch (error) {
      setNotice({ tone: "error", text: errorMessage(error, messages.general.unavailable) });
    }
  };

  return (
    <section>
      <PageTitle title="Session types" area="Coach workspace">
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ type: null })}>
          New session type
        </button>
      </PageTitle>
      <FormAlert
        message={notice?.text}
        tone={notice?.tone}
        onClose={() => setNotice(null)}
        className="mb-5"
      />
      <QueryResult query={list} failure={m.loadFailed}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyNote>No session types yet. Create one so learners can book you.</EmptyNote>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.map((type) => (
                <li key={type._id}>
                  <SessionTypeRow
                    type={type}
                    onEdit={() => setEditing({ type })}
                    onRetire={() => setRetiring(type)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
      {editing ? (
        <SessionTypeDialog
          sessionType={editing.type}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: "success", text });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        title={`Retire ${retiring?.title ?? "this session type"}?`}
        description="It is no longer offered; existing bookings keep it."
        confirmLabel="Retire"
        onConfirm={() => retiring && void retireType(retiring)}
        onCancel={() => setRetiring(null)}
      />
    </section>
  );
}

type RowProps = { type: CoachSessionType; onEdit: () => void; onRetire: () => void };

function SessionTypeRow({ type, onEdit, onRetire }: RowProps) {
  return (
    <article
      aria-label={type.retired ? `${type.title} (retired)` : type.title}
      className={`flex flex-wrap items-start justify-between gap-3 rounded-card border border-surface-border bg-surface/80 p-4 shadow-card ${type.retired ? "opacity-70" : ""}`}
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h2 className="flex flex-wrap items-center gap-2 font-display text-lg font-bold text-fg">
          {type.title}
          {type.retired ? (
            <span className="rounded-chip border border-surface-border px-2 py-0.5 text-xs font-semibold text-fg-muted">
              Retired
            </span>
          ) : null}
        </h2>
        <p className="text-fg-muted">
          {type.level} · {formatPrice(type.price)} · {type.durationMinutes} minutes
        </p>
        <p className="text-fg-muted">
          {type.topicsCovered.length > 0 ? type.topicsCovered.join(" · ") : "No topics listed"}
        </p>
      </div>
      {type.retired ? null : (
        <div className="flex gap-2">
          <button type="button" className={smallButton} aria-label={`Edit ${type.title}`} onClick={onEdit}>
            Edit
          </button>
          <button
            type="button"
            className={smallButton}
            aria-label={`Retire ${type.title}`}
            onClick={onRetire}
          >
            Retire
          </button>
        </div>
      )}
    </article>
  );
}
