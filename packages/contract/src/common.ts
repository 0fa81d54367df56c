// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { PLATFORMS } from "./constants";

export const PlatformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof PlatformSchema>;

export const IdParamsSchema = z.object({ id: z.string() });

/** The one error shape of every failing call (docs/product.md#conventions). */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** An export's answer: RFC 4180 CSV text, sent as `text/csv`. */
export const CsvResponseSchema = z.string().meta({ description: "RFC 4180 CSV text (text/csv)" });
