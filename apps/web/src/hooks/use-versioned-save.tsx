import { useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { smallButton } from "../components/data/styles";
import { useSave } from "./use-save";

type VersionedSaveOptions<T extends { version: number }> = {
  /** Saves the form at the version it was loaded at; answers what was stored (nothing: not saved here). */
  send: (values: FieldValues, version: number | undefined) => Promise<T | undefined>;
  /** Loads the latest stored version. */
  reload: () => Promise<T>;
  /** The form's values of a stored version. */
  valuesOf: (stored: T) => FieldValues;
};

/**
 * A form saving something that others may change meanwhile (docs/security.md, "Two operators on
 * one item"): it keeps the version it loaded and sends it; a save over a newer version is refused
 * (409), the server's sentence stays beside the Save button with the form as typed, and a
 * "Reload" button loads the latest version into the form.
 */
export function useVersionedSave<T extends { version: number }>(
  form: UseFormReturn<FieldValues>,
  loaded: T | undefined,
  { send, reload, valuesOf }: VersionedSaveOptions<T>,
) {
  const version = useRef(loaded?.version);
  const { save, failure, conflict, dismissFailure } = useSave(form, async (values) => {
    const stored = await send(values, version.current);
    if (stored) version.current = stored.version;
  });
  const [reloading, setReloading] = useState(false);

  async function reloadLatest() {
    setReloading(true);
    try {
      const latest = await reload();
      version.current = latest.version;
      form.reset(valuesOf(latest));
      dismissFailure();
    } catch {
      // The refusal stays shown; Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  }

  const failureAction = conflict ? (
    <button type="button" className={smallButton} onClick={reloadLatest} disabled={reloading}>
      {reloading ? "Reloading…" : "Reload"}
    </button>
  ) : null;
  return { save, failure, dismissFailure, failureAction };
}
