/**
 * Node flags for the server processes the API tests spawn (not their workers, which run many
 * databases for minutes and gain from the optimising compiler): PGlite's WebAssembly stays on V8's
 * baseline compiler, which costs a server that lives for seconds less CPU. The browser tests start
 * their servers the same way (docs/decisions/034-browser-tests-on-the-headless-shell.md).
 */
export const SPAWNED_SERVER_NODE_FLAGS = ["--liftoff-only"];
