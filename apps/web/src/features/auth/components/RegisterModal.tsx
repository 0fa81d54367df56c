import { messages, OTP_LENGTH, RegisterFormSchema, VerifyOtpRequestSchema } from "@clutch/contract";
import { useState } from "react";
import { AccountPasswordFields } from "../../../components/form/AccountPasswordFields";
import { FormMessages, linkButtonStyles, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { useContractForm } from "../../../hooks/use-contract-form";
import { errorMessage } from "../../../lib/api-error";
import { closeModal } from "../../../lib/modals";
import { useRegisterMutation, useVerifyOtpMutation } from "../api";
import { setCredentials } from "../authSlice";
import { DialogSwitch, EmailField, OtpField } from "./fields";

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

function CredentialsForm({ onAccepted }: { onAccepted: (credentials: Credentials) => void }) {
  const [registerAccount] = useRegisterMutation();
  const form = useContractForm({
    schema: RegisterFormSchema,
    defaultValues: { email: "", password: "", confirmPassword: "" },
    fallback: messages.general.internal,
    send: async ({ email, password }) => {
      await registerAccount({ email, password }).unwrap();
      onAccepted({ email, password });
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} />
        <EmailField {...form.field("email")} />
        <AccountPasswordFields password={form.field("password")} confirm={form.field("confirmPassword")} />
        <SubmitButton pending={form.submitting}>Sign up</SubmitButton>
      </form>
      <DialogSwitch question="Already have an account?" from="register" to="login">
        Log in
      </DialogSwitch>
    </div>
  );
}

type OtpFormProps = {
  credentials: Credentials;
  onBack: () => void;
  onRegistered: () => void;
};

function OtpForm({ credentials, onBack, onRegistered }: OtpFormProps) {
  const dispatch = useAppDispatch();
  const [verifyOtp] = useVerifyOtpMutation();
  const [registerAccount, resend] = useRegisterMutation();
  const [notice, setNotice] = useState<string>(messages.auth.otpSent);
  const form = useContractForm({
    schema: VerifyOtpRequestSchema,
    defaultValues: { email: credentials.email, Userotp: "" },
    fallback: messages.auth.otpVerificationFailed,
    send: async (values) => {
      const answer = await verifyOtp(values).unwrap();
      dispatch(setCredentials({ token: answer.token, user: answer.user }));
      onRegistered();
    },
  });

  const onResend = async () => {
    form.setFailure(null);
    try {
      const answer = await registerAccount(credentials).unwrap();
      setNotice(answer.message || messages.auth.otpSent);
    } catch (error) {
      form.setFailure(errorMessage(error, messages.general.internal));
    }
  };

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} notice={notice} />
      <OtpField {...form.field("Userotp")} />
      <SubmitButton pending={form.submitting}>Verify</SubmitButton>
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
