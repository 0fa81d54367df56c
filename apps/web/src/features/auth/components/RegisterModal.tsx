import { messages, OTP_LENGTH, RegisterFormSchema, VerifyOtpRequestSchema } from "@clutch/contract";
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
import { useRegisterMutation, useVerifyOtpMutation } from "../api";
import { setCredentials } from "../authSlice";
import { failureMessage } from "../lib/messages";

export type RegisterModalProps = {
  open: boolean;
  /** The account exists and is signed in: the preferences dialog comes next (docs/product.md#accounts). */
  onRegistered: () => void;
  /** Open straight on the code step for these credentials (a login that needs verification). */
  verify?: Credentials | null;
};

export type Credentials = { email: string; password: string };

/** docs/product.md#dialogs and docs/product.md#registration: credentials, then the e-mailed OTP, then the preferences. */
export function RegisterModal({ open, onRegistered, verify = null }: RegisterModalProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Credentials | null>(open ? verify : null);
  // A dialog that opens again starts from the credentials step.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPending(verify);
  }
  return (
    <Modal
      open={open}
      onClose={() => dispatch(closeModal("register"))}
      title={pending ? "Verify your email" : "Sign up"}
      description={
        pending ? (
          <>
            We sent a {OTP_LENGTH}-digit code to <strong className="text-fg">{pending.email}</strong>.
          </>
        ) : (
          "Join an exclusive community of elite gamers and coaches."
        )
      }
      size="sm"
    >
      {pending ? (
        <OtpForm credentials={pending} onBack={() => setPending(null)} onRegistered={onRegistered} />
      ) : (
        <CredentialsForm onAccepted={setPending} />
      )}
    </Modal>
  );
}

type RegisterValues = z.input<typeof RegisterFormSchema>;
type RegisterOutput = z.output<typeof RegisterFormSchema>;

function CredentialsForm({ onAccepted }: { onAccepted: (credentials: Credentials) => void }) {
  const dispatch = useAppDispatch();
  const [registerAccount] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await registerAccount({ email, password }).unwrap();
      onAccepted({ email, password });
    } catch (error) {
      setFailure(failureMessage(error, messages.general.internal));
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
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          hint="8+ characters with an uppercase letter, a number and a special character."
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <SubmitButton pending={isSubmitting}>Sign up</SubmitButton>
      </form>
      <p className="text-center text-sm text-fg-muted">
        Already have an account?{" "}
        <button
          type="button"
          className={linkButtonStyles}
          onClick={() => {
            dispatch(closeModal("register"));
            dispatch(openModal("login"));
          }}
        >
          Log in
        </button>
      </p>
    </div>
  );
}

type OtpValues = z.input<typeof VerifyOtpRequestSchema>;
type OtpOutput = z.output<typeof VerifyOtpRequestSchema>;

type OtpFormProps = {
  credentials: Credentials;
  onBack: () => void;
  onRegistered: () => void;
};

function OtpForm({ credentials, onBack, onRegistered }: OtpFormProps) {
  const dispatch = useAppDispatch();
  const [verifyOtp] = useVerifyOtpMutation();
  const [registerAccount, resend] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>(messages.auth.otpSent);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues, unknown, OtpOutput>({
    resolver: zodResolver(VerifyOtpRequestSchema),
    defaultValues: { email: credentials.email, Userotp: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await verifyOtp(values).unwrap();
      dispatch(setCredentials({ token: answer.token, user: answer.user }));
      onRegistered();
    } catch (error) {
      setFailure(failureMessage(error, messages.auth.otpVerificationFailed));
    }
  });

  const onResend = async () => {
    setFailure(null);
    try {
      const answer = await registerAccount(credentials).unwrap();
      setNotice(answer.message || messages.auth.otpSent);
    } catch (error) {
      setFailure(failureMessage(error, messages.general.internal));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={failure ? null : notice} tone="success" />
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <TextField
        label="OTP"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        placeholder={"0".repeat(OTP_LENGTH)}
        data-autofocus=""
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.Userotp?.message}
        {...register("Userotp")}
      />
      <SubmitButton pending={isSubmitting}>Verify</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" className={linkButtonStyles} onClick={onBack}>
          Use a different email
        </button>
        <button
          type="button"
          className={`${linkButtonStyles} disabled:opacity-50`}
          onClick={onResend}
          disabled={resend.isLoading}
        >
          {resend.isLoading ? "Sending..." : "Resend code"}
        </button>
      </div>
    </form>
  );
}
