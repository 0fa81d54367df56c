import { EDITOR_INPUT_SCHEMAS, EDITOR_LABELS, type EditorKind, editorMessages } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { SaveBar } from "../../../../components/form/SaveBar";
import { useSave } from "../../../../hooks/use-save";
import { notify } from "../../../../lib/toast";
import { useAdminCreateItemMutation, useAdminUpdateItemMutation } from "../../api";
import { EDITOR_SECTIONS } from "../../lib/fields";
import { emptyValues, itemValues } from "../../lib/form-values";
import { consolePaths } from "../../paths";
import { useUnsavedChanges } from "../shell/LeaveGuard";
import { FieldView } from "./FieldView";

type ItemEditorProps = {
  kind: EditorKind;
  /** The item being edited; none for a new one. */
  item?: { _id: string } & Record<string, unknown>;
};

/** The contract's input schema of a kind checks the form: the same rules and words as the server. */
const resolverFor = (kind: EditorKind) =>
  zodResolver(EDITOR_INPUT_SCHEMAS[kind]) as unknown as Resolver<FieldValues>;

/**
 * An item's form, section by section, every field of its kind's input. Saving keeps the operator on
 * the page with what the server stored; a new item's page becomes its own page.
 */
export function ItemEditor({ kind, item }: ItemEditorProps) {
  const form = useForm<FieldValues>({
    resolver: resolverFor(kind),
    defaultValues: item ? itemValues(kind, item) : emptyValues(kind),
  });
  const [create] = useAdminCreateItemMutation();
  const [update] = useAdminUpdateItemMutation();
  const navigate = useNavigate();
  useUnsavedChanges(form.formState.isDirty);

  const { save, failure, dismissFailure } = useSave(form, async (values) => {
    if (item) {
      const answer = await update({ kind, id: item._id, body: values }).unwrap();
      form.reset(itemValues(kind, answer.data as Record<string, unknown>));
      notify.success(editorMessages.saved);
    } else {
      const answer = await create({ kind, body: values }).unwrap();
      form.reset(values);
      notify.success(editorMessages.created);
      navigate(consolePaths.item(kind, answer.data._id), { replace: true });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex flex-col gap-8">
        {EDITOR_SECTIONS[kind].map((section) => (
          <section key={section.title} className="flex flex-col gap-4">
            <h2 className="font-display text-sm font-bold uppercase tracking-[0.14em] text-brand-300">
              {section.title}
            </h2>
            {section.fields.map((field) => (
              <FieldView key={"name" in field ? field.name : field.label} field={field} />
            ))}
          </section>
        ))}
        <SaveBar
          failure={failure}
          onDismiss={dismissFailure}
          pending={form.formState.isSubmitting}
          label={item ? "Save" : `Create ${EDITOR_LABELS[kind].one}`}
        />
      </form>
    </FormProvider>
  );
}
