import {
  type ApiResponse,
  CoachHoursRequestSchema,
  type CoachSession,
  coachWorkspaceMessages as m,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type FieldValues,
  FormProvider,
  type Resolver,
  useFieldArray,
  useForm,
  useWatch,
} from "react-hook-form";
import { smallButton } from "../../../../components/data/styles";
import { FormTextField, Group, useFieldError } from "../../../../components/form/controls";
import { SaveBar } from "../../../../components/form/SaveBar";
import { FormAlert } from "../../../../components/ui/form";
import { useVersionedSave } from "../../../../hooks/use-versioned-save";
import { useCoachUpdateHoursMutation } from "../../api";
import { SessionLines } from "./SessionLines";

type Hours = ApiResponse<"coachHours">["data"];
type Period = Hours["weeklyHours"][number];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const resolver = zodResolver(CoachHoursRequestSchema) as unknown as Resolver<FieldValues>;

/**
 * The weekly hours in the coach's zone, day by day (Monday to Sunday), each day's periods added and
 * removed in place. Saving never moves a booking: the sessions the new hours leave out are listed.
 */
export function WeeklyHoursEditor({ hours, reload }: { hours: Hours; reload: () => Promise<Hours> }) {
  const form = useForm<FieldValues>({ resolver, defaultValues: { weeklyHours: hours.weeklyHours } });
  const [updateHours] = useCoachUpdateHoursMutation();
  const [saved, setSaved] = useState<{ outsideHours: CoachSession[] } | null>(null);
  // The schedule's version it was loaded at is sent back: refused (409) when the console changed the
  // sessions or hours meanwhile, the week stays as typed, with a Reload.
  const { save, failure, dismissFailure, failureAction } = useVersionedSave(form, hours, {
    valuesOf: (latest) => ({ weeklyHours: latest.weeklyHours }),
    reload,
    send: async (values, version) => {
      setSaved(null);
      const answer = await updateHours({
        weeklyHours: values.weeklyHours as Period[],
        version: version ?? hours.version,
      }).unwrap();
      form.reset({ weeklyHours: answer.data.weeklyHours });
      setSaved({ outsideHours: answer.data.outsideHours });
      return answer.data;
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-labelledby="weekly-hours">
        <h2 id="weekly-hours" className="font-display text-display-md font-black uppercase italic text-fg">
          Weekly hours
        </h2>
        <p className="text-sm text-fg-muted">
          In your time zone, {hours.timeZone}. Learners see them at once; a change never moves or cancels a
          booked session.
        </p>
        <HoursError />
        <div className="grid gap-4 lg:grid-cols-2">
          {WEEKDAYS.map((day, index) => (
            <DayPeriods key={day} day={day} weekday={index + 1} />
          ))}
        </div>
        {saved ? (
          <div className="flex flex-col gap-3">
            <FormAlert message={m.hoursSaved} tone="success" />
            {saved.outsideHours.length > 0 ? (
              <div
                role="status"
                className="rounded-control border border-highlight-400/40 bg-highlight-400/10 px-3.5 py-3 text-sm text-fg"
              >
                <p>{m.outsideHours}</p>
                <SessionLines sessions={saved.outsideHours} />
              </div>
            ) : null}
          </div>
        ) : null}
        <SaveBar
          failure={failure}
          onDismiss={dismissFailure}
          failureAction={failureAction}
          pending={form.formState.isSubmitting}
          label="Save hours"
        />
      </form>
    </FormProvider>
  );
}

/** The list's own error (periods that overlap, too many). */
function HoursError() {
  const error = useFieldError("weeklyHours");
  return error ? (
    <p role="alert" className="text-sm text-danger-300">
      {error}
    </p>
  ) : null;
}

/** One day's periods: the form's list filtered to the day, so the server's paths still match the fields. */
function DayPeriods({ day, weekday }: { day: string; weekday: number }) {
  const { fields, append, remove } = useFieldArray({ name: "weeklyHours" });
  const periods = (useWatch({ name: "weeklyHours" }) as Period[] | undefined) ?? [];
  const ofDay = fields
    .map((field, index) => ({ field, index }))
    .filter(({ index }) => Number(periods[index]?.weekday) === weekday);
  return (
    <Group legend={day}>
      {ofDay.length === 0 ? <p className="text-sm text-fg-muted">Not available</p> : null}
      {ofDay.map(({ field, index }, position) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr] items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <FormTextField
            name={`weeklyHours.${index}.startTime`}
            label={`${day} period ${position + 1} from (HH:MM)`}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField
            name={`weeklyHours.${index}.endTime`}
            label={`${day} period ${position + 1} to (HH:MM)`}
            inputMode="numeric"
            autoComplete="off"
          />
          <button
            type="button"
            className={`${smallButton} col-span-2 justify-self-start sm:col-span-1 sm:mb-2`}
            aria-label={`Remove ${day} period ${position + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${smallButton} self-start`}
        aria-label={`Add a period on ${day}`}
        onClick={() => append({ weekday, startTime: "09:00", endTime: "17:00" })}
      >
        Add period
      </button>
    </Group>
  );
}
