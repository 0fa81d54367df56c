import { setTimeout as sleep } from "node:timers/promises";
import { CATALOGUE_KINDS } from "@clutch/contract";
import { isTransientDatabaseError } from "../../lib/errors";
import type { CatalogueRepository } from "./repository";

/** Tries of one batch that meets a concurrent change (a serialization failure) before the pass gives up. */
const TRIES = 4;

/**
 * Builds and stores every visible item's answer that is missing or of another shape, a batch at a
 * time, until none is left or `stopping()` says so; answers how many it stored. A batch that
 * crosses a concurrent change is tried again: the change cleared the answers it touched.
 */
export async function storeMissingAnswers(
  repository: Pick<CatalogueRepository, "storeAnswers">,
  stopping: () => boolean = () => false,
): Promise<number> {
  let stored = 0;
  for (const kind of CATALOGUE_KINDS) {
    let after: string | undefined;
    let tries = 0;
    while (!stopping()) {
      try {
        const ids = await repository.storeAnswers(kind, after);
        if (ids.length === 0) break;
        after = ids.at(-1);
        stored += ids.length;
        tries = 0;
      } catch (error) {
        tries += 1;
        if (!isTransientDatabaseError(error) || tries >= TRIES) throw error;
        await sleep(20 * tries);
      }
    }
  }
  return stored;
}
