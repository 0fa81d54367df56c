import { ForgotPasswordRequestSchema, messages, ResetPasswordFormSchema } from "@clutch/contract";
import { useState } from "react";
import { FormMessages, linkButtonStyles, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { useContractForm } from "../../../hooks/use-contract-form";
import { closeModal } from "../../../lib/modals";
import { useForgotPasswordMutation, useResetPasswordMutation } from "../api";
import { useDelayedAction } from "../hooks/use-delayed-action";
import { DialogSwitch, EmailField, NewPasswordFields, OtpField } from "./fields";

/** How long "Password reset successful" stays before the dialog closes. */
export const RESET_SUCCESS_CLOSE_MS = 1500;

/** docs/product.md#dialogs and docs/product.md#passwords: e-mail, then the OTP plus the new password. */
export function ForgotPasswordModal({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEmail(null);
  }
  const close = () => dispatch(closeModal("forgotPassword"));
  return (
    <Modal
      open={open}
      onClose={close}
      title="Reset password"
      description={
        email ? (
          <>
            Enter the code sent to <strong className="text-fg">{email}</strong> and choose a new password.
          </>
        ) : (
          "Enter your account's email and we'll send you a one-time code."
        )
      }
      size="sm"
    >
      {email ? (
        <ResetForm email={email} onBack={() => setEmail(null)} onDone={close} />
      ) : (
        <EmailForm onSent={setEmail} />
      )}
    </Modal>
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const form = useContractForm({
    schema: ForgotPasswordRequestSchema,
    defaultValues: { email: "" },
    fallback: messages.auth.userNotFound,
    send: async ({ email }) => {
      await forgotPassword({ email }).unwrap();
      onSent(email);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
        <EmailField {...form.field("email")} />
        <SubmitButton pending={form.submitting}>Send code</SubmitButton>
      </form>
      <DialogSwitch question="Remembered it?" from="forgotPassword" to="login">
        Back to login
      </DialogSwitch>
    </div>
  );
}

function ResetForm({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const form = useContractForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { email, otp: "", password: "", confirmPassword: "" },
    fallback: messages.general.internal,
    send: async ({ otp, password }) => {
      const answer = await resetPassword({ email, otp, password }).unwrap();
      return answer.message || messages.auth.passwordResetSuccessful;
    },
  });

  useDelayedAction(form.success !== null, RESET_SUCCESS_CLOSE_MS, onDone);

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <FormMessages
        failure={form.failure}
        onDismissFailure={form.dismissFailure}
        notice={form.success ?? messages.auth.otpSentShort}
      />
      <OtpField {...form.field("otp")} />
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirmPassword")} />
      <SubmitButton pending={form.submitting} disabled={form.success !== null}>
        Reset password
      </SubmitButton>
      <button type="button" className={`self-start text-sm ${linkButtonStyles}`} onClick={onBack}>
        Use a different email
      </button>
    </form>
  );
}
