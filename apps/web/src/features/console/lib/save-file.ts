import { messages } from "@clutch/contract";
import { errorMessage } from "../../../lib/api-error";
import { saveTextFile } from "../../../lib/download";
import { notify } from "../../../lib/toast";

/** Fetches an export and saves it as `filename`; a failure is a toast (the page stays as it is). */
export async function saveExport(fetchText: () => Promise<string>, filename: string) {
  try {
    saveTextFile(await fetchText(), filename, "text/csv;charset=utf-8");
  } catch (error) {
    notify.error(errorMessage(error, messages.general.unavailable));
  }
}
