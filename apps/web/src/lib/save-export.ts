import { messages } from "@clutch/contract";
import { errorMessage } from "./api-error";
import { saveTextFile } from "./download";
import { notify } from "./toast";

/** Fetches an export and saves it as `filename`; a failure is a toast (the page stays as it is). */
export async function saveExport(fetchText: () => Promise<string>, filename: string) {
  try {
    saveTextFile(await fetchText(), filename, "text/csv;charset=utf-8");
  } catch (error) {
    notify.error(errorMessage(error, messages.general.unavailable));
  }
}
