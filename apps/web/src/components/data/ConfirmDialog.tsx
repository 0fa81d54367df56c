import type { ReactNode } from "react";
import { buttonStyles } from "../ui/button-styles";
import { Modal } from "../ui/Modal";

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The way back, "Cancel" unless the question needs another word ("Stay"). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an operator's change that cannot be taken back; Cancel has the focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={description} size="sm">
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} data-autofocus="">
          {cancelLabel}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
