import type { EditorInput, EditorItem, EditorKind, EditorRow, EditorStatus } from "@clutch/contract";

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
 * One kind's data access for the console, provided by the module that owns the kind's tables.
 * Every change runs in one transaction; changing an unknown item throws 404, changing a deleted one
 * (other than restoring it) 409.
 */
export interface KindEditor<K extends EditorKind> {
  list(filter: EditorListFilter): Promise<{ rows: EditorRow[]; total: number }>;
  /** Any item, deleted ones too; undefined for an unknown id. */
  get(id: string): Promise<EditorItem<K> | undefined>;
  create(input: EditorInput<K>): Promise<EditorItem<K>>;
  update(id: string, input: EditorInput<K>): Promise<ItemChange<K>>;
  setState(id: string, state: EditorStateChange): Promise<ItemChange<K>>;
  /** Hides the item for good (deleted and disabled); purchases and links keep pointing at it. */
  softDelete(id: string): Promise<ItemChange<K>>;
  /** Brings a deleted item back, still disabled. */
  restore(id: string): Promise<ItemChange<K>>;
}
