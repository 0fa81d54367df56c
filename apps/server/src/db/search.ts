import { ilike, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of "contains `text`": `%` and `_` in it are plain characters. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `column` contains `text` anywhere, in any case; `%` and `_` in it are plain characters. */
export const containsText = (column: AnyPgColumn, text: string): SQL => ilike(column, containsPattern(text));
