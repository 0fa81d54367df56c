import { editorMessages } from "@clutch/contract";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { smallButton } from "../../../../components/data/styles";
import {
  FormCheckbox,
  FormTextArea,
  FormTextField,
  Group,
  useFieldError,
} from "../../../../components/form/controls";
import { useUpload } from "../../hooks/use-upload";
import { newChapter } from "../../lib/form-values";
import { ImageField } from "./ImageField";
import { UploadControl } from "./UploadControl";

/** A course's or guide's chapters, in the order learners see them: add, move, remove. */
export function ChaptersField({ name, label }: { name: string; label: string }) {
  const { fields, append, move, remove } = useFieldArray({ name });
  const error = useFieldError(name);
  return (
    <Group legend={label} error={error}>
      {fields.length === 0 ? <p className="text-sm text-fg-muted">No chapters yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <Chapter
              path={`${name}.${index}`}
              number={index + 1}
              onUp={index > 0 ? () => move(index, index - 1) : undefined}
              onDown={index < fields.length - 1 ? () => move(index, index + 1) : undefined}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={`${smallButton} self-start`} onClick={() => append(newChapter())}>
        Add chapter
      </button>
    </Group>
  );
}

type ChapterProps = {
  path: string;
  number: number;
  onUp?: () => void;
  onDown?: () => void;
  onRemove: () => void;
};

function Chapter({ path, number, onUp, onDown, onRemove }: ChapterProps) {
  const title: unknown = useWatch({ name: `${path}.name` });
  const legend = `Chapter ${number}${typeof title === "string" && title ? `: ${title}` : ""}`;
  return (
    <Group legend={legend}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={!onUp}
          onClick={onUp}
          aria-label={`Move chapter ${number} up`}
        >
          Move up
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={!onDown}
          onClick={onDown}
          aria-label={`Move chapter ${number} down`}
        >
          Move down
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={onRemove}
          aria-label={`Remove chapter ${number}`}
        >
          Remove
        </button>
      </div>
      <FormTextField name={`${path}.name`} label="Chapter name" />
      <FormTextArea name={`${path}.summary`} label="Summary" rows={2} />
      <FormTextArea name={`${path}.description`} label="Description" />
      <ImageField name={`${path}.image`} label="Chapter image" />
      <VideoField name={`${path}.videoLink`} />
      <FormCheckbox
        name={`${path}.isApproved`}
        label="Approved"
        hint="Learners see an unapproved chapter as coming soon"
      />
    </Group>
  );
}

/** A chapter's video: an upload (kept private, for owners) or an https address. */
function VideoField({ name }: { name: string }) {
  const { setValue } = useFormContext();
  const upload = useUpload("adminUploadVideo");
  const send = async (file: File) => {
    const answer = await upload.start(file);
    if (answer) setValue(name, answer.videoLink, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div className="flex flex-col gap-2">
      <FormTextField name={name} label="Video" hint={editorMessages.videoLink} />
      <UploadControl
        label="Upload video"
        accept="video/mp4,video/webm"
        progress={upload.progress}
        failure={upload.failure}
        onFile={(file) => void send(file)}
      />
    </div>
  );
}
