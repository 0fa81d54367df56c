// First: configures zod before any schema below is built.
import "./zod-browser";

export * from "./auth";
export * from "./catalogue";
export * from "./common";
export * from "./countries";
export * from "./mailing-list";
export * from "./messages";
export * from "./paths";
export * from "./plans";
