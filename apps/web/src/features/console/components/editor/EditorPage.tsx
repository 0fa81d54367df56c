import { EDITOR_LABELS, type EditorKind, editorMessages } from "@clutch/contract";
import { PageTitle } from "../../../../components/data/PageTitle";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { FormAlert } from "../../../../components/ui/form";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage } from "../../../../lib/api-error";
import { useAdminGetItemQuery } from "../../api";
import { consolePaths } from "../../paths";
import { StatusBadges } from "../common/StatusBadges";
import { ConsoleLink } from "../shell/LeaveGuard";
import { CoachScheduleEditor } from "./CoachScheduleEditor";
import { ItemEditor } from "./ItemEditor";

const backLink =
  "text-sm font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline";

function BackToList({ kind }: { kind: EditorKind }) {
  return (
    <ConsoleLink to={consolePaths.list(kind)} end className={backLink}>
      ← All {EDITOR_LABELS[kind].many.toLowerCase()}
    </ConsoleLink>
  );
}

/** `/admin/<kind>/new`: a new item's form. */
export function NewItemPage({ kind }: { kind: EditorKind }) {
  return (
    <section>
      <BackToList kind={kind} />
      <PageTitle title={`New ${EDITOR_LABELS[kind].one}`} />
      <ItemEditor kind={kind} />
    </section>
  );
}

/** `/admin/<kind>/<id>`: an item's form (and a coach's sessions and hours). */
export function EditItemPage({ kind, id }: { kind: EditorKind; id: string }) {
  const item = useAdminGetItemQuery({ kind, id });
  if (item.isError) {
    return (
      <section>
        <BackToList kind={kind} />
        <PageTitle title={`Edit ${EDITOR_LABELS[kind].one}`} />
        <ErrorState
          message={errorMessage(item.error, editorMessages.notFound)}
          onRetry={item.refetch}
          retrying={item.isFetching}
        />
      </section>
    );
  }
  if (!item.data) return <LoadingState />;
  const data = item.data.data;
  return (
    <section>
      <BackToList kind={kind} />
      <PageTitle title={data.name}>
        <StatusBadges row={data} />
      </PageTitle>
      <FormAlert message={data.deletedAt ? editorMessages.deleted : null} className="mb-6" />
      <ItemEditor kind={kind} item={data} reload={async () => (await item.refetch().unwrap()).data} />
      {kind === "coaches" ? <CoachScheduleEditor coachId={id} /> : null}
    </section>
  );
}
