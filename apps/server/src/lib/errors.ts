import type { ErrorCode } from "@clutch/contract";

export interface FieldError {
  path: string;
  message: string;
}

/** A failure the client may see: status, machine code and a human sentence (API.md §2). */
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
