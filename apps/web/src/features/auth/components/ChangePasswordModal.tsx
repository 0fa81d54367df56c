import { ChangePasswordFormSchema, messages } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert, PasswordField, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { useAppDispatch } from "../../../hooks/store";
import { closeModal } from "../../../lib/modals";
import { useChangePasswordMutation } from "../api";
import { setCredentials } from "../authSlice";
import { useDelayedAction } from "../hooks/use-delayed-action";
import { failureMessage } from "../lib/messages";

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

type Values = z.input<typeof ChangePasswordFormSchema>;
type Output = z.output<typeof ChangePasswordFormSchema>;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });

  useDelayedAction(success !== null, CHANGE_PASSWORD_CLOSE_MS, onDone);

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await changePassword({ oldPassword, newPassword }).unwrap();
      // Older tokens are revoked by the change: keep the new one (docs/product.md#conventions).
      dispatch(setCredentials({ token: answer.token }));
      setSuccess(answer.message || messages.auth.passwordChanged);
    } catch (error) {
      setFailure(failureMessage(error, messages.general.internal));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={success} tone="success" />
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <PasswordField
        label="Old password"
        autoComplete="current-password"
        data-autofocus=""
        error={errors.oldPassword?.message}
        {...register("oldPassword")}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <SubmitButton pending={isSubmitting} disabled={success !== null}>
        Change password
      </SubmitButton>
    </form>
  );
}
