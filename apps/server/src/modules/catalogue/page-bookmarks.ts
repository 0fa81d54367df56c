/** A row a page read can seek to: its offset in its list, and its id. */
export interface PageBookmark {
  offset: number;
  id: string;
}

/** One list's bookmarks, offsets ascending, with the id of the row at each. */
interface ListBookmarks {
  offsets: number[];
  ids: Map<number, string>;
}

/** The index of the last of `sorted` at or below `value`, or -1. */
function lastAtOrBelow(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle - 1;
  }
  return high;
}

/**
 * Where pages of each list begin: offset → the id of the row there. The nearest one before a page
 * is found by a binary search, so a visitor paging deep into a large catalogue (thousands of pages
 * bookmarked) costs what one on a small one does. Past `maxCount` bookmarks in all, every one is
 * forgotten (they are learnt again from the pages read next).
 */
export class PageBookmarks {
  private readonly lists = new Map<string, ListBookmarks>();
  private count = 0;

  constructor(private readonly maxCount: number) {}

  /** The bookmark nearest before (or at) `offset` in the list, leaving out offset 0 (page 1 needs none). */
  nearest(listKey: string, offset: number): PageBookmark | undefined {
    const list = this.lists.get(listKey);
    if (!list) return undefined;
    const at = list.offsets[lastAtOrBelow(list.offsets, offset)];
    return at === undefined ? undefined : { offset: at, id: list.ids.get(at) as string };
  }

  remember(listKey: string, offset: number, id: string): void {
    if (offset <= 0) return;
    if (this.count >= this.maxCount) this.clear();
    let list = this.lists.get(listKey);
    if (!list) {
      list = { offsets: [], ids: new Map() };
      this.lists.set(listKey, list);
    }
    if (!list.ids.has(offset)) {
      list.offsets.splice(lastAtOrBelow(list.offsets, offset) + 1, 0, offset);
      this.count += 1;
    }
    list.ids.set(offset, id);
  }

  clear(): void {
    this.lists.clear();
    this.count = 0;
  }
}
