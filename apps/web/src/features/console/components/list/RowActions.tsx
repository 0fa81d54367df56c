import {
  APPROVABLE_KINDS,
  type EditorKind,
  type EditorRow,
  editorMessages,
  messages,
} from "@clutch/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/data/ConfirmDialog";
import { smallButton } from "../../../../components/data/styles";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import {
  useAdminDeleteItemMutation,
  useAdminRestoreItemMutation,
  useAdminSetItemStateMutation,
} from "../../api";

const isApprovable = (kind: EditorKind) => (APPROVABLE_KINDS as readonly EditorKind[]).includes(kind);

/** A row's state changes: approve or unapprove, disable or enable, delete (after asking), restore. */
export function RowActions({ kind, row }: { kind: EditorKind; row: EditorRow }) {
  const [setState, stateCall] = useAdminSetItemStateMutation();
  const [remove, removeCall] = useAdminDeleteItemMutation();
  const [restore, restoreCall] = useAdminRestoreItemMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = stateCall.isLoading || removeCall.isLoading || restoreCall.isLoading;
  const item = { kind, id: row._id };

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, messages.general.unavailable));
    }
  };
  const change = (body: { isApproved?: boolean; disabled?: boolean }) =>
    run(() => setState({ ...item, body }).unwrap(), editorMessages.saved);

  if (row.deletedAt) {
    return (
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        aria-label={`Restore ${row.name}`}
        onClick={() => run(() => restore(item).unwrap(), editorMessages.restored)}
      >
        Restore
      </button>
    );
  }
  return (
    <div className="flex flex-wrap gap-1.5">
      {isApprovable(kind) ? (
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          aria-label={`${row.isApproved ? "Unapprove" : "Approve"} ${row.name}`}
          onClick={() => change({ isApproved: !row.isApproved })}
        >
          {row.isApproved ? "Unapprove" : "Approve"}
        </button>
      ) : null}
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        aria-label={`${row.disabled ? "Enable" : "Disable"} ${row.name}`}
        onClick={() => change({ disabled: !row.disabled })}
      >
        {row.disabled ? "Enable" : "Disable"}
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        aria-label={`Delete ${row.name}`}
        onClick={() => setConfirmingDelete(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${row.name}?`}
        description="It leaves the site for good. Owners keep what they bought."
        confirmLabel="Delete"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void run(() => remove(item).unwrap(), editorMessages.deletedDone);
        }}
      />
    </div>
  );
}
