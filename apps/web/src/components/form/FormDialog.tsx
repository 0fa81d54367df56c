import type { FormEventHandler, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { buttonStyles } from "../ui/button-styles";
import { FormAlert, SubmitButton } from "../ui/form";
import { Modal, type ModalProps } from "../ui/Modal";

type FormDialogProps<Values extends FieldValues, Output> = Pick<
  ModalProps,
  "title" | "description" | "size"
> & {
  open?: boolean;
  onClose: () => void;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  onDismissFailure: () => void;
  /** The secondary button, which closes the dialog: "Keep booking". */
  closeLabel: string;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  pending: boolean;
  /** The fields, and what the dialog is about above them. */
  children: ReactNode;
};

/** A form in a dialog: its fields, then what went wrong, then the close and submit buttons. */
export function FormDialog<Values extends FieldValues, Output>({
  open = true,
  onClose,
  title,
  description,
  size,
  form,
  onSubmit,
  failure,
  onDismissFailure,
  closeLabel,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: FormDialogProps<Values, Output>) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} size={size}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {children}
          <FormAlert message={failure} onClose={onDismissFailure} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {closeLabel}
            </button>
            <div>
              <SubmitButton pending={pending} pendingLabel={pendingLabel}>
                {submitLabel}
              </SubmitButton>
            </div>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
