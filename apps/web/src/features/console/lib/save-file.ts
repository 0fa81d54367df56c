import { messages } from "@clutch/contract";
import { errorMessage } from "../../../lib/api-error";
import { notify } from "../../../lib/toast";

/**
 * Hands text fetched through the API (with the console's headers) to the browser as a download: a
 * plain link could not carry the bearer token and the console session.
 */
function saveTextFile(text: string, filename: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches an export and saves it as `filename`; a failure is a toast (the page stays as it is). */
export async function saveExport(fetchText: () => Promise<string>, filename: string) {
  try {
    saveTextFile(await fetchText(), filename);
  } catch (error) {
    notify.error(errorMessage(error, messages.general.unavailable));
  }
}
