import { messages } from "@clutch/contract";
import { errorMessage } from "./api-error";
import { notify } from "./toast";

/** Fetches an export and saves it as `filename`; a failure is a toast (the page stays as it is). */
export async function saveExport(fetchText: () => Promise<string>, filename: string) {
  try {
    // The saver's code loads with the first export, not with the pages that offer one.
    const [text, { saveTextFile }] = await Promise.all([fetchText(), import("./download")]);
    saveTextFile(text, filename, "text/csv;charset=utf-8");
  } catch (error) {
    notify.error(errorMessage(error, messages.general.unavailable));
  }
}
