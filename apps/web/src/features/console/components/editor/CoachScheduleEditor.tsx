import {
  type CoachSchedule,
  CoachScheduleSchema,
  editorMessages,
  messages,
  SESSION_LEVELS,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, FormProvider, type Resolver, useFieldArray, useForm } from "react-hook-form";
import { smallButton } from "../../../../components/data/styles";
import { FormSelect, FormTextField, Group, useFieldError } from "../../../../components/form/controls";
import { SaveBar } from "../../../../components/form/SaveBar";
import { StringListField } from "../../../../components/form/StringListField";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { useVersionedSave } from "../../../../hooks/use-versioned-save";
import { errorMessage } from "../../../../lib/api-error";
import type { ApiResponse } from "../../../../lib/endpoints";
import { notify } from "../../../../lib/toast";
import { useAdminCoachScheduleQuery, useAdminUpdateCoachScheduleMutation } from "../../api";

type Schedule = ApiResponse<"adminCoachSchedule">["data"];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const WEEKDAY_OPTIONS = WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }));
const LEVEL_OPTIONS = SESSION_LEVELS.map((level) => ({ value: level, label: level }));

const resolver = zodResolver(CoachScheduleSchema) as unknown as Resolver<FieldValues>;
const formValues = ({ sessionTypes, weeklyHours }: Schedule) => ({ sessionTypes, weeklyHours });
const newSessionType = () => ({
  level: SESSION_LEVELS[0],
  title: "",
  price: 0,
  durationMinutes: 60,
  topicsCovered: [],
});
const newHours = () => ({ weekday: 1, startTime: "09:00", endTime: "17:00" });

/** A coach's sessions and hours: what they sell and when, in the coach's own time zone. */
export function CoachScheduleEditor({ coachId }: { coachId: string }) {
  const schedule = useAdminCoachScheduleQuery(coachId);
  return (
    <section
      aria-labelledby="coach-schedule"
      className="mt-12 flex flex-col gap-4 border-t border-surface-border pt-8"
    >
      <h2 id="coach-schedule" className="font-display text-display-md font-black uppercase italic text-fg">
        Sessions and hours
      </h2>
      {schedule.isError ? (
        <ErrorState
          message={errorMessage(schedule.error, messages.general.unavailable)}
          onRetry={schedule.refetch}
          retrying={schedule.isFetching}
        />
      ) : schedule.data ? (
        <ScheduleForm
          coachId={coachId}
          schedule={schedule.data.data}
          reload={async () => (await schedule.refetch().unwrap()).data}
        />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

type ScheduleFormProps = { coachId: string; schedule: Schedule; reload: () => Promise<Schedule> };

/**
 * Sends the schedule's version it was loaded at (shared with the coach's own hours editor): a
 * save refused because the coach or another operator saved first keeps what was typed.
 */
function ScheduleForm({ coachId, schedule, reload }: ScheduleFormProps) {
  const form = useForm<FieldValues>({ resolver, defaultValues: formValues(schedule) });
  const [update] = useAdminUpdateCoachScheduleMutation();
  const { save, failure, dismissFailure, failureAction } = useVersionedSave(form, schedule, {
    valuesOf: formValues,
    reload,
    send: async (values, version) => {
      const body = { ...(values as CoachSchedule), version: version ?? schedule.version };
      const answer = await update({ id: coachId, body }).unwrap();
      form.reset(formValues(answer.data));
      notify.success(editorMessages.saved);
      return answer.data;
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex flex-col gap-6">
        <p className="text-sm text-fg-muted">
          Hours are in the coach's time zone, {schedule.timeZone} (change it above, under Details).
        </p>
        <SessionTypes />
        <WeeklyHours />
        <SaveBar
          failure={failure}
          onDismiss={dismissFailure}
          failureAction={failureAction}
          pending={form.formState.isSubmitting}
          label="Save sessions and hours"
        />
      </form>
    </FormProvider>
  );
}

function SessionTypes() {
  const { fields, append, remove } = useFieldArray({ name: "sessionTypes" });
  const error = useFieldError("sessionTypes");
  return (
    <Group legend="Session types" error={error}>
      {fields.map((field, index) => {
        const path = `sessionTypes.${index}`;
        return (
          <Group key={field.id} legend={`Session type ${index + 1}`}>
            <button
              type="button"
              className={`${smallButton} self-start`}
              aria-label={`Remove session type ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </button>
            <FormTextField name={`${path}.title`} label="Title" />
            <FormSelect name={`${path}.level`} label="Level" options={LEVEL_OPTIONS} />
            <FormTextField name={`${path}.price`} type="number" inputMode="numeric" label="Price (₹)" />
            <FormTextField
              name={`${path}.durationMinutes`}
              type="number"
              inputMode="numeric"
              step={15}
              label="Length (minutes)"
            />
            <StringListField name={`${path}.topicsCovered`} label="Topics covered" itemLabel="Topic" />
          </Group>
        );
      })}
      <button type="button" className={`${smallButton} self-start`} onClick={() => append(newSessionType())}>
        Add session type
      </button>
    </Group>
  );
}

function WeeklyHours() {
  const { fields, append, remove } = useFieldArray({ name: "weeklyHours" });
  const error = useFieldError("weeklyHours");
  return (
    <Group legend="Weekly hours" error={error}>
      {fields.map((field, index) => {
        const path = `weeklyHours.${index}`;
        return (
          <Group key={field.id} legend={`Period ${index + 1}`}>
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
              <FormSelect name={`${path}.weekday`} label="Day" options={WEEKDAY_OPTIONS} />
              <FormTextField name={`${path}.startTime`} label="From (HH:MM)" inputMode="numeric" />
              <FormTextField
                name={`${path}.endTime`}
                label="To (HH:MM)"
                inputMode="numeric"
                hint="24:00 for midnight"
              />
              <button
                type="button"
                className={`${smallButton} sm:mb-2`}
                aria-label={`Remove period ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </div>
          </Group>
        );
      })}
      <button type="button" className={`${smallButton} self-start`} onClick={() => append(newHours())}>
        Add period
      </button>
    </Group>
  );
}
