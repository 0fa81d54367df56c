import { EDITOR_INPUT_SCHEMAS, EDITOR_LABELS, type EditorKind, editorMessages } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { SaveBar } from "../../../../components/form/SaveBar";
import { useVersionedSave } from "../../../../hooks/use-versioned-save";
import { notify } from "../../../../lib/toast";
import { useAdminCreateItemMutation, useAdminUpdateItemMutation } from "../../api";
import { EDITOR_SECTIONS } from "../../lib/fields";
import { emptyValues, itemValues } from "../../lib/form-values";
import { consolePaths } from "../../paths";
import { useUnsavedChanges } from "../shell/LeaveGuard";
import { FieldView } from "./FieldView";

type Item = { _id: string; version: number } & Record<string, unknown>;

type ItemEditorProps = {
  kind: EditorKind;
  /** The item being edited; none for a new one. */
  item?: Item;
  /** Loads the item's latest version (after a save refused because someone else saved first). */
  reload?: () => Promise<Item>;
};

/** The contract's input schema of a kind checks the form: the same rules and words as the server. */
const resolverFor = (kind: EditorKind) =>
  zodResolver(EDITOR_INPUT_SCHEMAS[kind]) as unknown as Resolver<FieldValues>;

/**
 * An item's form, section by section, every field of its kind's input. Saving keeps the operator on
 * the page with what the server stored; a new item's page becomes its own page. A save sends the
 * version the form was loaded at; refused because someone else saved first, the form keeps what
 * was typed and offers to reload the latest.
 */
export function ItemEditor({ kind, item, reload }: ItemEditorProps) {
  const form = useForm<FieldValues>({
    resolver: resolverFor(kind),
    defaultValues: item ? itemValues(kind, item) : emptyValues(kind),
  });
  const [create] = useAdminCreateItemMutation();
  const [update] = useAdminUpdateItemMutation();
  const navigate = useNavigate();
  useUnsavedChanges(form.formState.isDirty);

  const valuesOf = (stored: Record<string, unknown>) => itemValues(kind, stored);

  const { save, failure, dismissFailure, failureAction } = useVersionedSave<Item>(form, item, {
    valuesOf,
    reload: reload ?? (() => Promise.reject(new Error("A new item has nothing to reload"))),
    send: async (values, version) => {
      if (item) {
        const answer = await update({ kind, id: item._id, body: { ...values, version } }).unwrap();
        const stored = answer.data as Item;
        form.reset(valuesOf(stored));
        notify.success(editorMessages.saved);
        return stored;
      }
      const answer = await create({ kind, body: values }).unwrap();
      form.reset(values);
      notify.success(editorMessages.created);
      navigate(consolePaths.item(kind, answer.data._id), { replace: true });
      return undefined;
    },
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
          failureAction={failureAction}
          pending={form.formState.isSubmitting}
          label={item ? "Save" : `Create ${EDITOR_LABELS[kind].one}`}
        />
      </form>
    </FormProvider>
  );
}
