/**
 * Node flags for the server processes the API tests spawn (not their workers): WebAssembly stays on
 * V8's baseline compiler. Such a server lives for seconds, and optimising PGlite's PostgreSQL for it
 * cost more CPU than it saved: about 1.5 CPU-seconds of each start's 4, with requests no slower.
 * A worker, which runs many servers' databases for minutes, gains from the optimising compiler and
 * keeps it; so does production (docs/decisions/034-browser-tests-on-the-headless-shell.md).
 */
export const SPAWNED_SERVER_NODE_FLAGS = ["--liftoff-only"];
