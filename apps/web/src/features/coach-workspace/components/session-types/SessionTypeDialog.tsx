import {
  type CoachSessionType,
  type CoachSessionTypeRequest,
  CoachSessionTypeRequestSchema,
  SESSION_LEVELS,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { FormSelect, FormTextField } from "../../../../components/form/controls";
import { SaveBar } from "../../../../components/form/SaveBar";
import { StringListField } from "../../../../components/form/StringListField";
import { Modal } from "../../../../components/ui/Modal";
import { useSave } from "../../../../hooks/use-save";
import { useCoachCreateSessionTypeMutation, useCoachUpdateSessionTypeMutation } from "../../api";

const resolver = zodResolver(CoachSessionTypeRequestSchema) as unknown as Resolver<FieldValues>;
const LEVEL_OPTIONS = SESSION_LEVELS.map((level) => ({ value: level, label: level }));

const formValues = (type: CoachSessionType | null): CoachSessionTypeRequest => ({
  title: type?.title ?? "",
  level: type?.level ?? SESSION_LEVELS[0],
  price: type?.price ?? 0,
  durationMinutes: type?.durationMinutes ?? 60,
  topicsCovered: type?.topicsCovered ?? [],
});

type SessionTypeDialogProps = {
  /** The type to edit; null: a new one. */
  sessionType: CoachSessionType | null;
  onClose: () => void;
  onSaved: (notice: string) => void;
};

/** Creates or edits a session type: title, level, price, duration, topics. */
export function SessionTypeDialog({ sessionType, onClose, onSaved }: SessionTypeDialogProps) {
  const form = useForm<FieldValues>({ resolver, defaultValues: formValues(sessionType) });
  const [create] = useCoachCreateSessionTypeMutation();
  const [update] = useCoachUpdateSessionTypeMutation();
  const { save, failure, dismissFailure } = useSave(form, async (values) => {
    const body = values as CoachSessionTypeRequest;
    if (sessionType) {
      await update({ id: sessionType._id, body }).unwrap();
      onSaved(`${body.title} is saved.`);
    } else {
      await create(body).unwrap();
      onSaved(`${body.title} is offered now.`);
    }
  });
  return (
    <Modal open onClose={onClose} title={sessionType ? "Edit session type" : "New session type"} size="lg">
      <FormProvider {...form}>
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <FormTextField name="title" label="Title" data-autofocus="" />
          <FormSelect name="level" label="Level" options={LEVEL_OPTIONS} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              name="price"
              type="number"
              inputMode="numeric"
              min={1}
              label="Price (₹)"
              hint="A new price applies to new bookings only; sessions already booked keep theirs."
            />
            <FormTextField
              name="durationMinutes"
              type="number"
              inputMode="numeric"
              step={15}
              min={15}
              max={240}
              label="Length (minutes)"
              hint="15 to 240, in steps of 15."
            />
          </div>
          <StringListField name="topicsCovered" label="Topics covered" itemLabel="Topic" />
          <SaveBar
            failure={failure}
            onDismiss={dismissFailure}
            pending={form.formState.isSubmitting}
            label={sessionType ? "Save session type" : "Create session type"}
          />
        </form>
      </FormProvider>
    </Modal>
  );
}
