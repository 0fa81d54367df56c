import {
  type EditorInput,
  type EditorItem,
  type EditorKind,
  type EditorRow,
  type EditorStatus,
  editorMessages,
  type Platform,
  versionMessages,
} from "@clutch/contract";
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { containsText } from "../../db/search";
import { AppError, notFound } from "../../lib/errors";
import type {
  EditorListFilter,
  EditorStateChange,
  InsideChange,
  ItemChange,
  KindEditor,
} from "./kind-editor";

const m = editorMessages;

/** A transaction, or the database itself: what the kind editors' reads and writes run on. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The columns every table the console edits has. */
export type EditableTable = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  disabled: AnyPgColumn;
  deletedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Bumped by every change the console makes (a save names the one it loaded). */
  version: AnyPgColumn;
};

/** How one kind is stored: its table, its columns and nested lists, and its item as the console sees it. */
export interface TableSpec<K extends EditorKind, T extends EditableTable> {
  table: T;
  /** The kind's own columns, where it has them (approval; the list's platform and price). */
  columns: { isApproved?: AnyPgColumn; platform?: AnyPgColumn; price?: AnyPgColumn };
  /** The row's values from the input (not its approval, which only a state change sets). */
  values(input: EditorInput<K>): PgInsertValue<T>;
  /** Replaces the item's nested lists and links with the input's, in its order. */
  writeNested?(db: Executor, id: string, input: EditorInput<K>): Promise<void>;
  /** The item with its nested lists, in any state; undefined for an unknown id. */
  read(db: Executor, id: string): Promise<EditorItem<K> | undefined>;
}

/** The state every item has, from its row, as the console's item and list rows carry it. */
export const stateOf = (row: {
  id: string;
  isApproved?: boolean;
  disabled: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  version: number;
}) => ({
  _id: row.id,
  isApproved: row.isApproved ?? null,
  disabled: row.disabled,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** The named fields of `from`, and only those. */
export const pick = <T extends object, F extends keyof T>(from: T, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, from[field]])) as Pick<T, F>;

export const asPlatform = (value: string) => value as Platform;

function statusFilter(table: EditableTable, isApproved: AnyPgColumn | undefined, status: EditorStatus) {
  const notDeleted = isNull(table.deletedAt);
  switch (status) {
    case "live":
      return and(notDeleted, eq(table.disabled, false), isApproved ? eq(isApproved, true) : undefined);
    case "pending":
      // Only approved kinds wait for approval.
      return isApproved ? and(notDeleted, eq(isApproved, false)) : sql`false`;
    case "disabled":
      return and(notDeleted, eq(table.disabled, true));
    case "deleted":
      return isNotNull(table.deletedAt);
    default:
      return notDeleted;
  }
}

interface ListedRow {
  id: string;
  name: string;
  isApproved: boolean | null;
  disabled: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  version: number;
  platform: string | null;
  price: number | null;
}

const listRow = (row: ListedRow): EditorRow => ({
  ...stateOf({ ...row, isApproved: row.isApproved ?? undefined }),
  name: row.name,
  platform: row.platform === null ? null : asPlatform(row.platform),
  price: row.price,
});

const conflict = (message: string) => new AppError(409, "CONFLICT", message);

/**
 * A kind's console operations over its table: the list (status, search, paging, newest first), and
 * create, update, state changes, soft delete and restore, each in one transaction that locks the
 * row, checks its state, applies the change and reads the item before and after.
 */
export function createTableEditor<K extends EditorKind, T extends EditableTable>(
  db: Database,
  spec: TableSpec<K, T>,
): KindEditor<K> {
  const { table, columns } = spec;
  /** Every change bumps the version, so a form loaded before it is refused when saved. */
  const bumped = (values: PgUpdateSetSource<T>) =>
    ({ ...values, version: sql`${table.version} + 1` }) as PgUpdateSetSource<T>;
  const setRow = (tx: Executor, values: PgUpdateSetSource<T>, id: string) =>
    tx.update(table).set(bumped(values)).where(eq(table.id, id));
  /**
   * Sets the row only while it is still at `version` (in SQL, not read then written): answers
   * whether it was.
   */
  async function setRowAt(tx: Executor, values: PgUpdateSetSource<T>, id: string, version: number) {
    const updated = await tx
      .update(table)
      .set(bumped(values))
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning({ id: table.id });
    return (updated as unknown[]).length > 0;
  }

  async function readSaved(tx: Executor, id: string): Promise<EditorItem<K>> {
    const item = await spec.read(tx, id);
    if (!item) throw new Error(`${id} vanished inside its own transaction`);
    return item;
  }

  /**
   * Runs `apply` on an existing item, deleted (`deleted`) or not, then `inside` in the same
   * transaction, and answers the item before and after.
   */
  function change(
    id: string,
    deleted: boolean,
    apply: (tx: Executor) => Promise<unknown>,
    inside: InsideChange<K>,
  ) {
    return db.transaction(async (tx): Promise<ItemChange<K>> => {
      const [row] = await tx
        .select({ deletedAt: table.deletedAt })
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for("update");
      if (!row) throw notFound(m.notFound);
      if ((row.deletedAt !== null) !== deleted) throw conflict(deleted ? m.notDeleted : m.deleted);
      const before = await readSaved(tx, id);
      await apply(tx);
      const saved = { before, after: await readSaved(tx, id) };
      await inside(tx, saved);
      return saved;
    });
  }

  async function count(where: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table as PgTable)
      .where(where);
    return row?.n ?? 0;
  }

  async function list({ q, status, page, limit }: EditorListFilter) {
    const where = and(
      statusFilter(table, columns.isApproved, status),
      q ? containsText(table.name, q) : undefined,
    );
    const none = sql`null`;
    const rows = await db
      .select({
        id: table.id,
        name: table.name,
        isApproved: columns.isApproved ?? none,
        disabled: table.disabled,
        deletedAt: table.deletedAt,
        createdAt: table.createdAt,
        version: table.version,
        platform: columns.platform ?? none,
        price: columns.price ?? none,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit);
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (page === 1 ? 0 : await count(where));
    return { total, rows: rows.map((row) => listRow(row as ListedRow)) };
  }

  /** The approval an input sets (approvable kinds only); `fallback` when the input leaves it out. */
  const approvalOf = (input: EditorInput<K>, fallback?: boolean) => {
    if (!columns.isApproved) return {};
    const isApproved = (input as { isApproved?: boolean }).isApproved ?? fallback;
    return isApproved === undefined ? {} : { isApproved };
  };

  return {
    list,
    get: (id) => spec.read(db, id),

    create: (input, inside) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values({ ...spec.values(input), ...approvalOf(input, false) })
          .returning({ id: table.id });
        const id = (row as { id: string }).id;
        await spec.writeNested?.(tx, id, input);
        const after = await readSaved(tx, id);
        await inside(tx, { after });
        return after;
      }),

    update: (id, version, input, inside) =>
      change(
        id,
        false,
        async (tx) => {
          const values = { ...spec.values(input), ...approvalOf(input) } as PgUpdateSetSource<T>;
          if (!(await setRowAt(tx, values, id, version))) throw conflict(versionMessages.changedElsewhere);
          await spec.writeNested?.(tx, id, input);
        },
        inside,
      ),

    setState: (id, state: EditorStateChange, inside) =>
      change(id, false, (tx) => setRow(tx, state as PgUpdateSetSource<T>, id), inside),

    softDelete: (id, inside) =>
      change(
        id,
        false,
        (tx) => setRow(tx, { deletedAt: sql`now()`, disabled: true } as PgUpdateSetSource<T>, id),
        inside,
      ),

    restore: (id, inside) =>
      change(id, true, (tx) => setRow(tx, { deletedAt: null } as PgUpdateSetSource<T>, id), inside),
  };
}
