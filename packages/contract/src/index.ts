export * from "./auth";
export * from "./catalogue";
export * from "./common";
export * from "./countries";
export * from "./mailing-list";
export * from "./messages";
export * from "./paths";
export * from "./plans";
