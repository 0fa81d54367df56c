import { ChangePasswordFormSchema, messages } from "@clutch/contract";
import { FormMessages, PasswordField, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { useContractForm } from "../../../hooks/use-contract-form";
import { closeModal } from "../../../lib/modals";
import { useChangePasswordMutation } from "../api";
import { setCredentials } from "../authSlice";
import { useDelayedAction } from "../hooks/use-delayed-action";
import { NewPasswordFields } from "./fields";

/** docs/product.md#passwords: the dialog closes 1500 ms after 'Password changed successfully'. */
export const CHANGE_PASSWORD_CLOSE_MS = 1500;

/** docs/product.md#dialogs, opened from the profile page. */
export function ChangePasswordModal({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeModal("changePassword"));
  return (
    <Modal open={open} onClose={close} title="Change password" size="sm">
      <ChangePasswordForm onDone={close} />
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const form = useContractForm({
    schema: ChangePasswordFormSchema,
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
    fallback: messages.general.internal,
    send: async ({ oldPassword, newPassword }) => {
      const answer = await changePassword({ oldPassword, newPassword }).unwrap();
      // Older tokens are revoked by the change: keep the new one (docs/product.md#conventions).
      dispatch(setCredentials({ token: answer.token }));
      return answer.message || messages.auth.passwordChanged;
    },
  });

  useDelayedAction(form.success !== null, CHANGE_PASSWORD_CLOSE_MS, onDone);

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <FormMessages failure={form.failure} onDismissFailure={form.dismissFailure} notice={form.success} />
      <PasswordField
        label="Old password"
        autoComplete="current-password"
        data-autofocus=""
        {...form.field("oldPassword")}
      />
      <NewPasswordFields password={form.field("newPassword")} confirm={form.field("confirmPassword")} />
      <SubmitButton pending={form.submitting} disabled={form.success !== null}>
        Change password
      </SubmitButton>
    </form>
  );
}
