import type { ErrorCode } from "@clutch/contract";

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

/** Whether a database error is PostgreSQL refusing the text it was given. */
export const isUnstorableTextError = (error: unknown) => hasSqlState(error, UNSTORABLE_TEXT_SQLSTATES);
