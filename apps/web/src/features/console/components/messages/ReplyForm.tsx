import { CONTACT_REPLY_MAX, ContactReplyRequestSchema, messages } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  FieldError,
  FormAlert,
  inputStyles,
  labelStyles,
  SubmitButton,
} from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { useAdminReplyToMessageMutation } from "../../messages-api";

/**
 * The answer to a contact message, e-mailed to its sender. A sent answer empties the field; one
 * that could not be mailed stays in the thread (marked not sent) and in the field, to try again.
 */
export function ReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const [reply] = useAdminReplyToMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ContactReplyRequestSchema), defaultValues: { body: "" } });
  const id = useId();
  const hintId = `${id}-hint`;
  const error = form.formState.errors.body?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reply({ id: messageId, body: values }).unwrap();
      form.reset({ body: "" });
      notify.success(`Answer sent to ${to}`);
    } catch (caught) {
      setFailure(errorMessage(caught, messages.general.unavailable));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="font-display text-lg font-black uppercase italic text-fg">
        Answer by e-mail
      </h2>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={labelStyles}>
          Your answer
        </label>
        <textarea
          id={id}
          rows={7}
          maxLength={CONTACT_REPLY_MAX}
          className={`${inputStyles} resize-y`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hintId}
          {...form.register("body")}
        />
        {error ? null : (
          <p id={hintId} className="text-xs text-fg-muted">
            Sent to {to}, quoting their message. Their reply comes back to the support address.
          </p>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel="Sending..."
        className="sm:w-auto sm:self-start"
      >
        Send answer
      </SubmitButton>
    </form>
  );
}
