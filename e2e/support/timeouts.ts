/**
 * How long a browser test may run before it counts as hung. These guard against hangs; they are not
 * speed targets (those are in bench/). They allow about three times the slowest run seen on a
 * loaded 2-core machine, where the browser files share the cores with an API suite.
 */
export const TEST_TIMEOUT_MS = 180_000;

/** A story over many pages: a console walk-through, axe on every page of a kind. */
export const SLOW = { timeout: 420_000 };
