import {
  APPROVABLE_KINDS,
  EDITOR_INPUT_SCHEMAS,
  type EditorInput,
  type EditorItem,
  type EditorKind,
  editorMessages,
  VersionedSaveSchema,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";
import { badRequest, notFound, parseOrThrow } from "../../lib/errors";
import type { EditorListFilter, EditorStateChange, InsideChange, KindEditor } from "./kind-editor";

type AuditActor = Parameters<FastifyInstance["audit"]["record"]>[0]["actor"];

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
  /** Writes an audit row inside the change's own transaction. */
  recordAuditIn: FastifyInstance["audit"]["recordIn"];
  /** Tells every instance the public catalogue changed (clearing their answer caches). */
  catalogueChanged: () => Promise<void>;
}

/**
 * The console's catalogue: every kind through the same steps. The input is checked against the
 * kind's schema, the kind's editor makes the change in one transaction, the change is audited with
 * the item before and after, and the public catalogue is told at once.
 */
export function createEditorService({ editorOf, recordAuditIn, catalogueChanged }: EditorServiceDeps) {
  /** The audit rows of a change, one per verb, written inside the change's transaction. */
  const audited =
    <K extends EditorKind>(actor: AuditActor, kind: K, verbs: Verb[]): InsideChange<K> =>
    async (tx, change) => {
      for (const verb of verbs) {
        await recordAuditIn(tx, {
          actor,
          action: `${ENTITY_TYPES[kind]}.${verb}`,
          entityType: ENTITY_TYPES[kind],
          entityId: change.after._id,
          before: change.before,
          after: change.after,
        });
      }
    };

  /** Once the change (and its audit) is committed, the public catalogue is told. */
  async function published<K extends EditorKind>(change: { after: EditorItem<K> }) {
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
      const after = await editorOf(kind).create(inputOf(kind, body), audited(actor, kind, ["created"]));
      return published({ after });
    },

    /** Replaces the fields of the item at the `version` the body names (409 once it moved on). */
    async update<K extends EditorKind>(actor: AuditActor, kind: K, id: string, body: unknown) {
      const input = inputOf(kind, body);
      const { version } = parseOrThrow(VersionedSaveSchema, body);
      return published(await editorOf(kind).update(id, version, input, audited(actor, kind, ["updated"])));
    },

    async setState(actor: AuditActor, kind: EditorKind, id: string, state: EditorStateChange) {
      if (state.isApproved !== undefined && !isApprovable(kind)) {
        throw badRequest(editorMessages.notApprovable);
      }
      return published(await editorOf(kind).setState(id, state, audited(actor, kind, stateVerbs(state))));
    },

    async softDelete(actor: AuditActor, kind: EditorKind, id: string) {
      return published(await editorOf(kind).softDelete(id, audited(actor, kind, ["deleted"])));
    },

    async restore(actor: AuditActor, kind: EditorKind, id: string) {
      return published(await editorOf(kind).restore(id, audited(actor, kind, ["restored"])));
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
