// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";

/**
 * Two people saving one thing (docs/security.md, "Two operators on one item"): every item the
 * console's editors save, and a coach's sessions and hours, carry a `version` the save sends back;
 * a save over a newer version is refused (409 `CONFLICT`) and changes nothing.
 */
export const versionMessages = {
  changedElsewhere: "This item was changed by someone else. Reload to see the latest version.",
  versionRequired: "Reload the page and make the change again: the save must name the version it loaded",
} as const;

/** The largest version a column can hold (a PostgreSQL `integer`). */
const MAX_VERSION = 2_147_483_647;

/** The version a save was loaded at: 1 for a new row, bumped by every save. */
const VersionSchema = z
  .number({ error: versionMessages.versionRequired })
  .int(versionMessages.versionRequired)
  .min(1, versionMessages.versionRequired)
  .max(MAX_VERSION, versionMessages.versionRequired)
  .meta({ description: "The `version` the item was loaded at; a save over a newer one is 409 CONFLICT" });

/** What a save of a versioned item sends besides its fields. */
export const VersionedSaveSchema = z.object({ version: VersionSchema });
