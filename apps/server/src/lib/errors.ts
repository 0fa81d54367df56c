import { type ErrorCode, messages } from "@clutch/contract";
import type { z } from "zod";

export interface FieldError {
  path: string;
  message: string;
}

/** A failure the client may see: status, machine code and a human sentence (docs/product.md#conventions). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message: string) => new AppError(404, "NOT_FOUND", message);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, errors ? "VALIDATION_ERROR" : "BAD_REQUEST", message, errors);

/** What `schema` makes of `value`, or the 400 VALIDATION_ERROR naming every field that is wrong. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw badRequest(errors[0]?.message ?? messages.validation.invalidValue, errors);
}

/** PostgreSQL error codes for text it cannot store (NUL; bytes invalid in the database encoding). */
const UNSTORABLE_TEXT_SQLSTATES = new Set(["22021", "22P05"]);

/** Whether a database error, or one it wraps (drivers nest them), carries one of these SQLSTATEs. */
export function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && states.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's transient conflicts: a serialization failure, a deadlock, a lock that could not be
 * had. The transaction was rolled back whole, so the same request can simply be sent again.
 */
const TRANSIENT_SQLSTATES = new Set(["40001", "40P01", "55P03"]);
export const isTransientDatabaseError = (error: unknown) => hasSqlState(error, TRANSIENT_SQLSTATES);

/** Whether a database error is PostgreSQL refusing the text it was given. */
export const isUnstorableTextError = (error: unknown) => hasSqlState(error, UNSTORABLE_TEXT_SQLSTATES);
