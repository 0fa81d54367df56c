import { LoginRequestSchema, messages } from "@clutch/contract";
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
import { isApiError } from "../../../lib/api-error";
import { closeModal, openModal } from "../../../lib/modals";
import { authApi, useLoginMutation } from "../api";
import { setCredentials } from "../authSlice";
import { failureMessage } from "../lib/messages";
import { reloadPage } from "../lib/reload";
import { GoogleIcon } from "./GoogleIcon";

export type LoginModalProps = {
  open: boolean;
  /** A first sign-in without saved preferences: the Additional Information dialog takes over. */
  onNeedsPreferences: () => void;
  /** The account exists but its e-mail is not verified; the server has just mailed a fresh code. */
  onNeedsVerification: (credentials: { email: string; password: string }) => void;
};

/** docs/product.md#dialogs and docs/product.md#sign-in: sign in, then reload, or ask for the preferences first. */
export function LoginModal({ open, onNeedsPreferences, onNeedsVerification }: LoginModalProps) {
  const dispatch = useAppDispatch();
  return (
    <Modal
      open={open}
      onClose={() => dispatch(closeModal("login"))}
      title="Login"
      description="Welcome back. Sign in to keep levelling up."
      size="sm"
    >
      {/* Unmounted on close, which clears the e-mail, the password and any message. */}
      <LoginForm onNeedsPreferences={onNeedsPreferences} onNeedsVerification={onNeedsVerification} />
    </Modal>
  );
}

type LoginValues = z.input<typeof LoginRequestSchema>;
type LoginOutput = z.output<typeof LoginRequestSchema>;

function LoginForm({
  onNeedsPreferences,
  onNeedsVerification,
}: Pick<LoginModalProps, "onNeedsPreferences" | "onNeedsVerification">) {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<{ email: string; password: string } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setUnverified(null);
    try {
      const answer = await login(values).unwrap();
      dispatch(setCredentials({ token: answer.token, user: answer.user }));
      const userData = await dispatch(
        authApi.endpoints.getUserData.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      if (userData.additionalInfo) {
        setSignedIn(true);
        reloadPage();
        return;
      }
      onNeedsPreferences();
    } catch (error) {
      setFailure(failureMessage(error, messages.auth.loginFailed));
      if (isApiError(error) && error.code === "NOT_VERIFIED") {
        setUnverified({ email: values.email, password: values.password });
      }
    }
  });

  const switchTo = (name: "register" | "forgotPassword") => {
    dispatch(closeModal("login"));
    dispatch(openModal(name));
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        {unverified ? (
          <button
            type="button"
            className={`self-start text-sm ${linkButtonStyles}`}
            onClick={() => onNeedsVerification(unverified)}
          >
            Enter the code we emailed you
          </button>
        ) : null}
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
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            error={errors.password?.message}
            {...register("password")}
          />
          <button
            type="button"
            className={`self-end text-sm ${linkButtonStyles}`}
            onClick={() => switchTo("forgotPassword")}
          >
            forgot password?
          </button>
        </div>
        <SubmitButton pending={isSubmitting || signedIn}>Continue</SubmitButton>
      </form>

      <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.18em] text-fg-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-surface-border" />
        Or sign-in using
        <span aria-hidden="true" className="h-px flex-1 bg-surface-border" />
      </div>

      <button
        type="button"
        disabled
        title="Google sign-in is not available yet"
        className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2.5 rounded-control border border-surface-border bg-ink-800/40 px-5 py-3 text-sm font-semibold text-fg-subtle grayscale"
      >
        <GoogleIcon className="size-4" />
        Google
      </button>

      <p className="text-center text-sm text-fg-muted">
        Don't have an account?{" "}
        <button type="button" className={linkButtonStyles} onClick={() => switchTo("register")}>
          Sign up
        </button>
      </p>
    </div>
  );
}
