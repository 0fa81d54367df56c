import { Children, type ReactNode, startTransition, useEffect, useState } from "react";

/** Runs `callback` once the browser is idle, or after `timeoutMs` at the latest; returns a canceller. */
function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/** How many of `count` blocks to render: none at first, then one more each time the browser is idle. */
function useStagedCount(count: number, timeoutMs: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    return whenIdle(() => startTransition(() => setShown((value) => value + 1)), timeoutMs);
  }, [shown, count, timeoutMs]);
  return shown;
}

/**
 * Blocks below a page's first screen, rendered after it: none in the page's first commit, then one
 * more each time the browser is idle. A long page then starts with its first screen alone and adds
 * the rest in short tasks of their own, instead of one long task that blocks input while a slow
 * phone starts the page (Total Blocking Time). Each block's wrapper lets the browser skip its style,
 * layout and paint while it is far off screen (`render-when-near`, index.css), so adding one costs
 * little too. Until every block is in, a screen-high spacer holds whatever follows (the footer)
 * below the fold, so nothing in view moves.
 */
export function Staged({ children, timeoutMs = 400 }: { children: ReactNode; timeoutMs?: number }) {
  const blocks = Children.toArray(children);
  const shown = useStagedCount(blocks.length, timeoutMs);
  return (
    <>
      {blocks.slice(0, shown).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder.
        <div key={index} className="render-when-near">
          {block}
        </div>
      ))}
      {shown < blocks.length ? <div aria-hidden="true" data-staged-pending="" className="min-h-dvh" /> : null}
    </>
  );
}
