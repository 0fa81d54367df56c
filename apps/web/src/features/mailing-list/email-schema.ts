/**
 * The contract's e-mail schema, in a chunk of its own: the footer form is on every page's start-up
 * path, zod is not, so the schema loads when the visitor focuses the field (or at the latest on
 * submit).
 */
export { EmailSchema } from "@clutch/contract";
