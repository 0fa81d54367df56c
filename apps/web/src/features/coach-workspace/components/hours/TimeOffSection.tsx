import {
  type CoachSession,
  coachWorkspaceMessages as m,
  messages,
  type TimeOff,
  type TimeOffRequest,
  TimeOffRequestSchema,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { smallButton } from "../../../../components/data/styles";
import { FormTextField } from "../../../../components/form/controls";
import { FormAlert, SubmitButton } from "../../../../components/ui/form";
import { useSave } from "../../../../hooks/use-save";
import { errorMessage } from "../../../../lib/api-error";
import {
  useCoachAddTimeOffMutation,
  useCoachDeleteTimeOffMutation,
  useCoachListTimeOffQuery,
} from "../../api";
import { SessionLines } from "./SessionLines";

/** "10 Mar 2026" of a day "2026-03-10" (a calendar day: no zone to convert). */
function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

const rangeLabel = (entry: TimeOff) =>
  entry.firstDay === entry.lastDay
    ? dayLabel(entry.firstDay)
    : `${dayLabel(entry.firstDay)} – ${dayLabel(entry.lastDay)}`;

/** Time off as date ranges in the coach's zone: the list (removable) and a form to add one. */
export function TimeOffSection({ timeZone }: { timeZone: string }) {
  const list = useCoachListTimeOffQuery();
  return (
    <section aria-labelledby="time-off" className="flex flex-col gap-4">
      <h2 id="time-off" className="font-display text-display-md font-black uppercase italic text-fg">
        Time off
      </h2>
      <p className="text-sm text-fg-muted">
        Whole days in your time zone, {timeZone}, first and last day included. No slot is offered in them;
        sessions already booked stand.
      </p>
      <QueryResult query={list} failure={m.loadFailed}>
        {({ data }) =>
          data.length === 0 ? <EmptyNote>No time off planned.</EmptyNote> : <TimeOffList entries={data} />
        }
      </QueryResult>
      <AddTimeOffForm />
    </section>
  );
}

function TimeOffList({ entries }: { entries: TimeOff[] }) {
  const [remove, removal] = useCoachDeleteTimeOffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const removeEntry = async (entry: TimeOff) => {
    setFailure(null);
    try {
      await remove(entry._id).unwrap();
    } catch (error) {
      setFailure(errorMessage(error, messages.general.unavailable));
    }
  };
  return (
    <>
      <ul aria-label="Planned time off" className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li
            key={entry._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-surface-border bg-surface/80 px-4 py-3 text-sm"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold text-fg">{rangeLabel(entry)}</span>
              {entry.note ? <span className="break-words text-fg-muted">{entry.note}</span> : null}
            </div>
            <button
              type="button"
              className={smallButton}
              disabled={removal.isLoading}
              aria-label={`Remove time off ${rangeLabel(entry)}`}
              onClick={() => void removeEntry(entry)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

const timeOffResolver = zodResolver(TimeOffRequestSchema) as unknown as Resolver<FieldValues>;
const NO_TIME_OFF = { firstDay: "", lastDay: "", note: "" };

/** Adds a range; emptied after each success so another can follow, with the sessions it leaves standing. */
function AddTimeOffForm() {
  const [addTimeOff] = useCoachAddTimeOffMutation();
  const [clashes, setClashes] = useState<CoachSession[] | null>(null);
  const form = useForm<FieldValues>({ resolver: timeOffResolver, defaultValues: NO_TIME_OFF });
  const { save, failure, dismissFailure } = useSave(form, async (values) => {
    setClashes(null);
    const answer = await addTimeOff(values as TimeOffRequest).unwrap();
    form.reset(NO_TIME_OFF);
    setClashes(answer.clashes);
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={save}
        noValidate
        aria-labelledby="add-time-off"
        className="flex flex-col gap-4 rounded-card border border-surface-border bg-ink-900/40 p-4"
      >
        <h3
          id="add-time-off"
          className="font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted"
        >
          Add time off
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="firstDay" type="date" label="First day" />
          <FormTextField name="lastDay" type="date" label="Last day" />
        </div>
        <FormTextField name="note" label="Note (optional)" maxLength={200} />
        <FormAlert message={failure} onClose={dismissFailure} />
        {clashes ? (
          clashes.length > 0 ? (
            <div
              role="status"
              className="rounded-control border border-highlight-400/40 bg-highlight-400/10 px-3.5 py-3 text-sm text-fg"
            >
              <p>Time off added. {m.timeOffClashes}</p>
              <SessionLines sessions={clashes} />
            </div>
          ) : (
            <FormAlert message="Time off added." tone="success" />
          )
        ) : null}
        <div>
          <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
            Add time off
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
