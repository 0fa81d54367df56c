export * from "./catalogue";
export * from "./common";
export * from "./messages";
export * from "./paths";
export * from "./plans";
