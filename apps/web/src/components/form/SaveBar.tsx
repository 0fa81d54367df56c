import type { ReactNode } from "react";
import { FormAlert, SubmitButton } from "../ui/form";

type SaveBarProps = {
  failure: string | null;
  onDismiss: () => void;
  pending: boolean;
  label: string;
  /** What the operator can do about the failure, beside it (a "Reload" after a conflict). */
  failureAction?: ReactNode;
};

/** A form's save button and what went wrong, kept in view at the bottom while the form scrolls. */
export function SaveBar({ failure, onDismiss, pending, label, failureAction }: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-col gap-3 border-t border-surface-border bg-ink-950/90 py-4 backdrop-blur sm:flex-row sm:items-center">
      <FormAlert message={failure} onClose={onDismiss} className="flex-1" />
      {failure ? failureAction : null}
      <SubmitButton pending={pending} className="sm:ml-auto sm:w-auto">
        {label}
      </SubmitButton>
    </div>
  );
}
