import { useId } from "react";
import { FieldError } from "../../../../components/ui/form";

type UploadControlProps = {
  label: string;
  accept: string;
  /** 0 to 1 while a file goes up, null otherwise. */
  progress: number | null;
  failure: string | null;
  onFile: (file: File) => void;
};

/** Choose a file to upload, then its progress (announced politely) or its failure. */
export function UploadControl({ label, accept, progress, failure, onFile }: UploadControlProps) {
  const id = useId();
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className="inline-flex w-fit cursor-pointer items-center rounded-control border border-surface-border-strong bg-ink-800/60 px-3 py-1.5 text-xs font-semibold text-fg transition focus-within:outline-2 focus-within:outline-offset-2 hover:border-brand-400/70 hover:text-brand-200"
      >
        {label}
        <input
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={percent !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
      </label>
      {percent !== null ? (
        <progress
          value={percent}
          max={100}
          aria-label={`${label}: progress`}
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full accent-brand-400"
        />
      ) : null}
      <p aria-live="polite" className="text-xs text-fg-muted">
        {percent !== null ? `Uploading… ${percent}%` : ""}
      </p>
      <FieldError id={`${id}-failure`}>{failure}</FieldError>
    </div>
  );
}
