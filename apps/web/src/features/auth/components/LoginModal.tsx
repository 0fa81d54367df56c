import { LoginRequestSchema, messages } from "@clutch/contract";
import { useState } from "react";
import { FormMessages, linkButtonStyles, PasswordField, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { useContractForm } from "../../../hooks/use-contract-form";
import { isApiError } from "../../../lib/api-error";
import { closeModal } from "../../../lib/modals";
import { authApi, useLoginMutation } from "../api";
import { setCredentials } from "../authSlice";
import { useSwitchDialog } from "../hooks/use-switch-dialog";
import { reloadPage } from "../lib/reload";
import { DialogSwitch, EmailField } from "./fields";
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

function LoginForm({
  onNeedsPreferences,
  onNeedsVerification,
}: Pick<LoginModalProps, "onNeedsPreferences" | "onNeedsVerification">) {
  const dispatch = useAppDispatch();
  const switchDialog = useSwitchDialog();
  const [login] = useLoginMutation();
  const [unverified, setUnverified] = useState<{ email: string; password: string } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const form = useContractForm({
    schema: LoginRequestSchema,
    defaultValues: { email: "", password: "" },
    fallback: messages.auth.loginFailed,
    send: async (values) => {
      setUnverified(null);
      const answer = await login(values).unwrap();
      dispatch(setCredentials({ token: answer.token, user: answer.user }));
      const userData = await dispatch(
        authApi.endpoints.getUserData.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      if (userData.additionalInfo) {
        setSignedIn(true);
        reloadPage();
      } else onNeedsPreferences();
    },
    onFailure: (error, { email, password }) => {
      if (isApiError(error) && error.code === "NOT_VERIFIED") setUnverified({ email, password });
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
        {unverified ? (
          <button
            type="button"
            className={`self-start text-sm ${linkButtonStyles}`}
            onClick={() => onNeedsVerification(unverified)}
          >
            Enter the code we emailed you
          </button>
        ) : null}
        <EmailField {...form.field("email")} />
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            {...form.field("password")}
          />
          <button
            type="button"
            className={`self-end text-sm ${linkButtonStyles}`}
            onClick={() => switchDialog("login", "forgotPassword")}
          >
            forgot password?
          </button>
        </div>
        <SubmitButton pending={form.submitting || signedIn}>Continue</SubmitButton>
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

      <DialogSwitch question="Don't have an account?" from="login" to="register">
        Sign up
      </DialogSwitch>
    </div>
  );
}
