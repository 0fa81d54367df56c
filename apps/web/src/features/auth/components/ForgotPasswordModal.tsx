import { ForgotPasswordRequestSchema, messages, OTP_LENGTH, ResetPasswordFormSchema } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  FormAlert,
  linkButtonStyles,
  PasswordField,
  SubmitButton,
  TextField,
} from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { closeModal, openModal } from "../../../lib/modals";
import { useForgotPasswordMutation, useResetPasswordMutation } from "../api";
import { useDelayedAction } from "../hooks/use-delayed-action";
import { failureMessage } from "../lib/messages";

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

type EmailValues = z.input<typeof ForgotPasswordRequestSchema>;
type EmailOutput = z.output<typeof ForgotPasswordRequestSchema>;

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const dispatch = useAppDispatch();
  const [forgotPassword] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues, unknown, EmailOutput>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword({ email }).unwrap();
      onSent(email);
    } catch (error) {
      setFailure(failureMessage(error, messages.auth.userNotFound));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          data-autofocus=""
          error={errors.email?.message}
          {...register("email")}
        />
        <SubmitButton pending={isSubmitting}>Send code</SubmitButton>
      </form>
      <p className="text-center text-sm text-fg-muted">
        Remembered it?{" "}
        <button
          type="button"
          className={linkButtonStyles}
          onClick={() => {
            dispatch(closeModal("forgotPassword"));
            dispatch(openModal("login"));
          }}
        >
          Back to login
        </button>
      </p>
    </div>
  );
}

type ResetValues = z.input<typeof ResetPasswordFormSchema>;
type ResetOutput = z.output<typeof ResetPasswordFormSchema>;

function ResetForm({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, ResetOutput>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { email, otp: "", password: "", confirmPassword: "" },
  });

  useDelayedAction(success !== null, RESET_SUCCESS_CLOSE_MS, onDone);

  const onSubmit = handleSubmit(async ({ otp, password }) => {
    setFailure(null);
    try {
      const answer = await resetPassword({ email, otp, password }).unwrap();
      setSuccess(answer.message || messages.auth.passwordResetSuccessful);
    } catch (error) {
      setFailure(failureMessage(error, messages.general.internal));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={success ?? (failure ? null : messages.auth.otpSentShort)} tone="success" />
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <TextField
        label="OTP"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        placeholder={"0".repeat(OTP_LENGTH)}
        data-autofocus=""
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.otp?.message}
        {...register("otp")}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <SubmitButton pending={isSubmitting} disabled={success !== null}>
        Reset password
      </SubmitButton>
      <button type="button" className={`self-start text-sm ${linkButtonStyles}`} onClick={onBack}>
        Use a different email
      </button>
    </form>
  );
}
