import type { EditorInput, EditorItem, EditorKind, EditorRow, EditorStatus } from "@clutch/contract";
import type { AuditExecutor } from "../admin/repository";

export interface EditorListFilter {
  q?: string;
  status: EditorStatus;
  page: number;
  limit: number;
}

/** Approve or unapprove, disable or enable: what is given changes, the rest stays. */
export interface EditorStateChange {
  isApproved?: boolean;
  disabled?: boolean;
}

/** An item as it was before a change and as the change left it (what the audit trail keeps). */
export interface ItemChange<K extends EditorKind> {
  before: EditorItem<K>;
  after: EditorItem<K>;
}

/**
 * What a change does inside its own transaction once made (the audit rows: kept or lost with the
 * change).
 */
export type InsideChange<K extends EditorKind> = (
  tx: AuditExecutor,
  change: { before?: EditorItem<K>; after: EditorItem<K> },
) => Promise<unknown>;

/**
 * One kind's data access for the console, provided by the module that owns the kind's tables.
 * Every change runs in one transaction, bumps the item's `version` and runs `inside` in it;
 * changing an unknown item throws 404, changing a deleted one (other than restoring it) 409, and
 * an update naming a version the item has moved past 409 (nothing changed).
 */
export interface KindEditor<K extends EditorKind> {
  list(filter: EditorListFilter): Promise<{ rows: EditorRow[]; total: number }>;
  /** Any item, deleted ones too; undefined for an unknown id. */
  get(id: string): Promise<EditorItem<K> | undefined>;
  create(input: EditorInput<K>, inside: InsideChange<K>): Promise<EditorItem<K>>;
  /** Replaces the fields of the item at `version` (the one the operator loaded). */
  update(id: string, version: number, input: EditorInput<K>, inside: InsideChange<K>): Promise<ItemChange<K>>;
  setState(id: string, state: EditorStateChange, inside: InsideChange<K>): Promise<ItemChange<K>>;
  /** Hides the item for good (deleted and disabled); purchases and links keep pointing at it. */
  softDelete(id: string, inside: InsideChange<K>): Promise<ItemChange<K>>;
  /** Brings a deleted item back, still disabled. */
  restore(id: string, inside: InsideChange<K>): Promise<ItemChange<K>>;
}
