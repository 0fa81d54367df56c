import { editorMessages, IMAGE_UPLOAD_MAX_MB } from "@clutch/contract";
import { useFormContext, useWatch } from "react-hook-form";
import { FormTextField } from "../../../../components/form/controls";
import { useUpload } from "../../hooks/use-upload";
import { UploadControl } from "./UploadControl";

const MB = 1024 * 1024;

/** An image: its address, typed or filled in by an upload, with a preview. */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name });
  const upload = useUpload("adminUploadImage");

  const send = async (file: File) => {
    if (file.size > IMAGE_UPLOAD_MAX_MB * MB) {
      upload.setFailure(editorMessages.imageTooLarge(IMAGE_UPLOAD_MAX_MB));
      return;
    }
    const answer = await upload.start(file);
    if (answer) setValue(name, answer.url, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <FormTextField name={name} label={label} hint={editorMessages.image} />
        <UploadControl
          label={`Upload ${label.toLowerCase()}`}
          accept="image/jpeg,image/png,image/webp,image/gif"
          progress={upload.progress}
          failure={upload.failure}
          onFile={(file) => void send(file)}
        />
      </div>
      {typeof value === "string" && value !== "" ? (
        <img
          src={value}
          alt={`Preview: ${label}`}
          className="h-24 w-40 shrink-0 rounded-control border border-surface-border bg-ink-900 object-cover"
        />
      ) : null}
    </div>
  );
}
