import type { Locator } from "playwright-core";

type Change = { value: string | null; at: number };

declare global {
  interface Window {
    __attributeTimelines?: Record<string, Change[]>;
  }
}

/**
 * Records, in the page's own clock (`performance.now()`), each change of an element's attribute.
 * Durations measured this way leave out the test's round trips to the browser, so a busy machine
 * does not stretch them; only the page's own timers decide them.
 */
export async function attributeTimeline(element: Locator, attribute: string) {
  await element.evaluate((target, name) => {
    window.__attributeTimelines ??= {};
    const changes: Change[] = [];
    window.__attributeTimelines[name] = changes;
    new MutationObserver(() =>
      changes.push({ value: target.getAttribute(name), at: performance.now() }),
    ).observe(target, { attributes: true, attributeFilter: [name] });
  }, attribute);
  return {
    /** The changes so far, in order. */
    changes: () => element.page().evaluate((name) => window.__attributeTimelines?.[name] ?? [], attribute),
  };
}
