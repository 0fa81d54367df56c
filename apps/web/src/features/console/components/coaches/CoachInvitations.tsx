import {
  type CoachInvitation,
  type CoachInviteRequest,
  CoachInviteRequestSchema,
  coachInvitationMessages,
  messages,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { ConfirmDialog } from "../../../../components/data/ConfirmDialog";
import { columnHelper, DataTable } from "../../../../components/data/DataTable";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { FormTextField } from "../../../../components/form/controls";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { showServerErrors } from "../../../../lib/server-errors";
import { notify } from "../../../../lib/toast";
import {
  useAdminInviteCoachMutation,
  useAdminListCoachInvitationsQuery,
  useAdminRevokeCoachInvitationMutation,
} from "../../coaches-api";
import { formatDateTime } from "../../lib/format";
import { RemoveAccessDialog } from "./RemoveAccessDialog";

const STATE_LABELS: Record<CoachInvitation["state"], string> = {
  pending: "Pending",
  accepted: "Accepted",
  expired: "Expired",
  revoked: "Withdrawn",
};

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "—");

function InviteForm({ coachId }: { coachId: string }) {
  const form = useForm<CoachInviteRequest>({
    resolver: zodResolver(CoachInviteRequestSchema),
    defaultValues: { email: "" },
  });
  const [invite, call] = useAdminInviteCoachMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const send = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await invite({ id: coachId, body }).unwrap();
      notify.success(coachInvitationMessages.invited);
      form.reset();
    } catch (error) {
      if (!showServerErrors(form as unknown as UseFormReturn<FieldValues>, error)) {
        setFailure(errorMessage(error, messages.general.unavailable));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Invite a coach" className="flex flex-col gap-3" onSubmit={send}>
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <FormTextField
          name="email"
          type="email"
          label="E-mail address to invite"
          autoComplete="off"
          hint="They get a link, valid 7 days, to create an account or attach their own. A pending invitation is replaced."
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={call.isLoading}>
            {call.isLoading ? "Inviting…" : "Send invitation"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

function useColumns(onWithdraw: (invitation: CoachInvitation) => void) {
  return useMemo(() => {
    const column = columnHelper<CoachInvitation>();
    return column.columns([
      column.accessor("email", {
        header: "E-mail",
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.accessor("state", { header: "State", cell: ({ getValue }) => STATE_LABELS[getValue()] }),
      column.accessor("createdAt", { header: "Sent", cell: ({ getValue }) => when(getValue()) }),
      column.accessor("expiresAt", {
        header: "Expires / accepted",
        cell: ({ row }) => when(row.original.acceptedAt ?? row.original.expiresAt),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) =>
          row.original.state === "pending" ? (
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => onWithdraw(row.original)}
              aria-label={`Withdraw the invitation to ${row.original.email}`}
            >
              Withdraw
            </button>
          ) : null,
      }),
    ]);
  }, [onWithdraw]);
}

/** Who runs the coach profile, the invitation form, and the invitations with a Withdraw for pending ones. */
export function CoachInvitations({ coachId }: { coachId: string }) {
  const invitations = useAdminListCoachInvitationsQuery(coachId);
  const [revoke] = useAdminRevokeCoachInvitationMutation();
  const [withdrawing, setWithdrawing] = useState<CoachInvitation | null>(null);
  const [removing, setRemoving] = useState(false);
  const columns = useColumns(setWithdrawing);

  const withdraw = async (invitation: CoachInvitation) => {
    setWithdrawing(null);
    try {
      await revoke({ id: coachId, invitationId: invitation._id }).unwrap();
      notify.success(coachInvitationMessages.revoked);
    } catch (error) {
      notify.error(errorMessage(error, messages.general.unavailable));
    }
  };

  return (
    <QueryResult query={invitations}>
      {({ account, data }) => (
        <div className="flex flex-col gap-4">
          {account ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-fg">
                Run by <strong>{account.name || account.email}</strong>{" "}
                <span className="break-all text-fg-muted">({account.email})</span>
              </p>
              <button type="button" className={buttonStyles.secondary} onClick={() => setRemoving(true)}>
                Remove account access
              </button>
              <RemoveAccessDialog
                coachId={coachId}
                account={account}
                open={removing}
                onClose={() => setRemoving(false)}
              />
            </div>
          ) : (
            <>
              <p className="text-sm text-fg-muted">No account runs this profile yet.</p>
              <InviteForm coachId={coachId} />
            </>
          )}
          {data.length === 0 ? (
            <EmptyNote>No invitations yet.</EmptyNote>
          ) : (
            <DataTable
              caption="Invitations, newest first"
              columns={columns}
              data={data}
              rowId={(invitation) => invitation._id}
              busy={invitations.isFetching}
            />
          )}
          <ConfirmDialog
            open={withdrawing !== null}
            title="Withdraw this invitation?"
            description={withdrawing ? `The link sent to ${withdrawing.email} stops working.` : ""}
            confirmLabel="Withdraw"
            onCancel={() => setWithdrawing(null)}
            onConfirm={() => withdrawing && void withdraw(withdrawing)}
          />
        </div>
      )}
    </QueryResult>
  );
}
