import {
  BOOKING_LEAD_HOURS,
  BUFFER_MAX_MINUTES,
  type CoachProfile,
  CoachSettingsRequestSchema,
  DAILY_CAP_MAX,
  MIN_NOTICE_MAX_HOURS,
  coachWorkspaceMessages as m,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import { PageTitle } from "../../../../components/data/PageTitle";
import { FormSelect, FormTextField } from "../../../../components/form/controls";
import { SaveBar } from "../../../../components/form/SaveBar";
import { FormAlert } from "../../../../components/ui/form";
import { useSave } from "../../../../hooks/use-save";
import { useCoachUpdateSettingsMutation } from "../../api";

/** The contract's rules, with the form's empty daily cap read as "no cap". */
const SettingsFormSchema = CoachSettingsRequestSchema.extend({
  dailyCap: z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? null : value),
    CoachSettingsRequestSchema.shape.dailyCap,
  ),
});
const resolver = zodResolver(SettingsFormSchema) as unknown as Resolver<FieldValues>;

const formValues = (coach: CoachProfile) => ({
  timeZone: coach.timeZone,
  meetingUrl: coach.meetingUrl ?? "",
  minNoticeHours: String(coach.minNoticeHours),
  bufferMinutes: String(coach.bufferMinutes),
  dailyCap: coach.dailyCap === null ? "" : String(coach.dailyCap),
});

/** Every zone this browser knows, with the coach's own even when the list spells it otherwise. */
function useZoneOptions(current: string) {
  return useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    const all = zones.includes(current) ? zones : [current, ...zones];
    return all.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
  }, [current]);
}

/** `/coach/settings`: time zone, own meeting link, minimum notice, buffer and daily cap. */
export function SettingsPage({ coach }: { coach: CoachProfile }) {
  const form = useForm<FieldValues>({ resolver, defaultValues: formValues(coach) });
  const [updateSettings] = useCoachUpdateSettingsMutation();
  const [saved, setSaved] = useState(false);
  const zones = useZoneOptions(coach.timeZone);
  const { save, failure, dismissFailure } = useSave(form, async (values) => {
    setSaved(false);
    const answer = await updateSettings(values as z.output<typeof SettingsFormSchema>).unwrap();
    form.reset(formValues(answer.data));
    setSaved(true);
  });

  return (
    <section>
      <PageTitle title="Settings" area="Coach workspace" />
      <FormProvider {...form}>
        <form onSubmit={save} noValidate className="flex max-w-2xl flex-col gap-5">
          <FormSelect
            name="timeZone"
            label="Time zone"
            options={zones}
            hint="Your hours, time off and session times are in this zone."
          />
          <FormTextField
            name="meetingUrl"
            type="url"
            label="Your meeting link (optional)"
            placeholder="https://"
            autoComplete="url"
            hint="A video-call or voice-server invite (https). Empty: each session gets a room of its own."
          />
          <FormTextField
            name="minNoticeHours"
            type="number"
            inputMode="numeric"
            min={BOOKING_LEAD_HOURS}
            max={MIN_NOTICE_MAX_HOURS}
            label="Minimum notice (hours)"
            hint={`How long before a session it can be booked: ${BOOKING_LEAD_HOURS} to ${MIN_NOTICE_MAX_HOURS} hours.`}
          />
          <FormTextField
            name="bufferMinutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={BUFFER_MAX_MINUTES}
            label="Buffer between sessions (minutes)"
            hint={`Kept free before and after each session: 0 to ${BUFFER_MAX_MINUTES} minutes.`}
          />
          <FormTextField
            name="dailyCap"
            type="number"
            inputMode="numeric"
            min={1}
            max={DAILY_CAP_MAX}
            label="Daily cap (sessions)"
            hint="At most this many sessions a day, all session types together. Empty: no cap."
          />
          {saved ? <FormAlert message={m.settingsSaved} tone="success" /> : null}
          <SaveBar
            failure={failure}
            onDismiss={dismissFailure}
            pending={form.formState.isSubmitting}
            label="Save settings"
          />
        </form>
      </FormProvider>
    </section>
  );
}
