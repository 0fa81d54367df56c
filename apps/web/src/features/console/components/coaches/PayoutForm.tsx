import {
  BUSINESS_TIME_ZONE,
  coachEarningsMessages,
  messages,
  type PayoutRequest,
  PayoutRequestSchema,
} from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "../../../../components/form/controls";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { showServerErrors } from "../../../../lib/server-errors";
import { notify } from "../../../../lib/toast";
import { useAdminRecordPayoutMutation } from "../../coaches-api";

/** Today (YYYY-MM-DD) where the business is: a payout day is one of its days. */
const businessToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(new Date());

/**
 * A new payout's form: empty, with a key of its own that every send of this form carries (a
 * double click or a retry is answered with the payout already recorded, never a second one).
 */
const newPayout = () => ({
  amount: "",
  paidOn: businessToday(),
  reference: "",
  idempotencyKey: crypto.randomUUID(),
});

/** Records a payout made to the coach outside the site (amount, day, reference); the balance follows. */
export function PayoutForm({ coachId }: { coachId: string }) {
  const form = useForm<PayoutRequest, unknown, z.output<typeof PayoutRequestSchema>>({
    resolver: zodResolver(PayoutRequestSchema),
    defaultValues: newPayout(),
  });
  const [recordPayout, call] = useAdminRecordPayoutMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await recordPayout({ id: coachId, body: values }).unwrap();
      notify.success(coachEarningsMessages.payoutRecorded);
      form.reset(newPayout());
    } catch (error) {
      if (!showServerErrors(form as unknown as UseFormReturn<FieldValues>, error)) {
        setFailure(errorMessage(error, messages.general.unavailable));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Record a payout" className="flex flex-col gap-4" onSubmit={send}>
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="amount" label="Amount in rupees" inputMode="numeric" autoComplete="off" />
          <FormTextField name="paidOn" label="Paid on (IST)" type="date" max={businessToday()} />
        </div>
        <FormTextField
          name="reference"
          label="Reference"
          autoComplete="off"
          hint="The bank transfer's id (UTR) or another way to find the payment."
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={call.isLoading}>
            {call.isLoading ? "Recording…" : "Record payout"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
