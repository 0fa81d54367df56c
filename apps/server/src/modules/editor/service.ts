import {
  APPROVABLE_KINDS,
  EDITOR_INPUT_SCHEMAS,
  type EditorInput,
  type EditorItem,
  type EditorKind,
  editorMessages,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { badRequest, notFound, parseOrThrow } from "../../lib/errors";
import type { EditorListFilter, EditorStateChange, KindEditor } from "./kind-editor";

type AuditEntry = Parameters<FastifyInstance["audit"]["record"]>[0];
type AuditActor = AuditEntry["actor"];

/** The audit trail's name for an item of each kind. */
const ENTITY_TYPES: Record<EditorKind, string> = {
  games: "game",
  coaches: "coach",
  courses: "course",
  guides: "guide",
  packages: "package",
  "team-plans": "team-plan",
};

type Verb =
  | "created"
  | "updated"
  | "approved"
  | "unapproved"
  | "disabled"
  | "enabled"
  | "deleted"
  | "restored";

/** The verbs of a state change: one audit row for each of approval and disabling that it names. */
const stateVerbs = ({ isApproved, disabled }: EditorStateChange): Verb[] => [
  ...(isApproved === undefined ? [] : [isApproved ? ("approved" as const) : ("unapproved" as const)]),
  ...(disabled === undefined ? [] : [disabled ? ("disabled" as const) : ("enabled" as const)]),
];

const isApprovable = (kind: EditorKind) => (APPROVABLE_KINDS as readonly EditorKind[]).includes(kind);

export interface EditorServiceDeps {
  editorOf: <K extends EditorKind>(kind: K) => KindEditor<K>;
  recordAudit: (entry: AuditEntry) => Promise<unknown>;
  /** Tells every instance the public catalogue changed (clearing their answer caches). */
  catalogueChanged: () => Promise<void>;
}

/**
 * The console's catalogue: every kind through the same steps. The input is checked against the
 * kind's schema, the kind's editor makes the change in one transaction, the change is audited with
 * the item before and after, and the public catalogue is told at once.
 */
export function createEditorService({ editorOf, recordAudit, catalogueChanged }: EditorServiceDeps) {
  async function recorded<K extends EditorKind>(
    actor: AuditActor,
    kind: K,
    verbs: Verb[],
    change: { before?: EditorItem<K>; after: EditorItem<K> },
  ) {
    for (const verb of verbs) {
      await recordAudit({
        actor,
        action: `${ENTITY_TYPES[kind]}.${verb}`,
        entityType: ENTITY_TYPES[kind],
        entityId: change.after._id,
        before: change.before,
        after: change.after,
      });
    }
    await catalogueChanged();
    return change.after;
  }

  const inputOf = <K extends EditorKind>(kind: K, body: unknown) =>
    parseOrThrow(EDITOR_INPUT_SCHEMAS[kind], body) as EditorInput<K>;

  return {
    list: (kind: EditorKind, filter: EditorListFilter) => editorOf(kind).list(filter),

    async get(kind: EditorKind, id: string) {
      const item = await editorOf(kind).get(id);
      if (!item) throw notFound(editorMessages.notFound);
      return item;
    },

    async create<K extends EditorKind>(actor: AuditActor, kind: K, body: unknown) {
      return recorded(actor, kind, ["created"], { after: await editorOf(kind).create(inputOf(kind, body)) });
    },

    async update<K extends EditorKind>(actor: AuditActor, kind: K, id: string, body: unknown) {
      return recorded(actor, kind, ["updated"], await editorOf(kind).update(id, inputOf(kind, body)));
    },

    async setState(actor: AuditActor, kind: EditorKind, id: string, state: EditorStateChange) {
      if (state.isApproved !== undefined && !isApprovable(kind)) {
        throw badRequest(editorMessages.notApprovable);
      }
      return recorded(actor, kind, stateVerbs(state), await editorOf(kind).setState(id, state));
    },

    async softDelete(actor: AuditActor, kind: EditorKind, id: string) {
      return recorded(actor, kind, ["deleted"], await editorOf(kind).softDelete(id));
    },

    async restore(actor: AuditActor, kind: EditorKind, id: string) {
      return recorded(actor, kind, ["restored"], await editorOf(kind).restore(id));
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
