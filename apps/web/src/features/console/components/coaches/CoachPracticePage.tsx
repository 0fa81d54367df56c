import { useState } from "react";
import { PageTitle } from "../../../../components/data/PageTitle";
import { EarningsStatementQuery } from "../../../../components/earnings/EarningsStatementQuery";
import { useAdminCoachEarningsQuery, useAdminExportCoachEarningsMutation } from "../../coaches-api";
import { consolePaths } from "../../paths";
import { ConsoleLink } from "../shell/LeaveGuard";
import { CoachInvitations } from "./CoachInvitations";
import { PayoutForm } from "./PayoutForm";

/** "asha-rao" for "Asha Rao": the statement's file name, as the server names it. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const panel = "flex flex-col gap-4 rounded-card border border-surface-border bg-surface/70 p-4 sm:p-5";
const panelTitle = "font-display text-sm font-bold uppercase tracking-[0.14em] text-fg";

/** `/admin/practices/:id`: a coach's account and invitations, their earnings, and the payouts made to them. */
export function CoachPracticePage({ coachId }: { coachId: string }) {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const earnings = useAdminCoachEarningsQuery({ id: coachId, ...(month ? { month } : {}) });
  const [exportEarnings, exporting] = useAdminExportCoachEarningsMutation();
  const name = earnings.data?.data.coach.name;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <ConsoleLink
          to={consolePaths.practices}
          className="text-sm font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
        >
          ← All coach practices
        </ConsoleLink>
      </div>
      <PageTitle title={name ?? "Coach practice"} />

      <section aria-labelledby="practice-account" className={panel}>
        <h2 id="practice-account" className={panelTitle}>
          Account and invitations
        </h2>
        <CoachInvitations coachId={coachId} />
      </section>

      <section aria-label="Earnings" className="flex flex-col gap-4">
        <EarningsStatementQuery
          query={earnings}
          month={month}
          onMonthChange={setMonth}
          fetchExport={(chosen) => exportEarnings({ id: coachId, month: chosen }).unwrap()}
          exportFileName={(chosen, data) => `earnings-${slugOf(data.coach.name) || coachId}-${chosen}.csv`}
          exporting={exporting.isLoading}
        />
      </section>

      <section aria-labelledby="practice-payout" className={panel}>
        <h2 id="practice-payout" className={panelTitle}>
          Record payout
        </h2>
        <p className="text-sm text-fg-muted">
          Record a payment made to the coach outside the site; it is taken off what is due.
        </p>
        <PayoutForm coachId={coachId} />
      </section>
    </div>
  );
}
