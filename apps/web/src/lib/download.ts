/**
 * Saves `text` as a file named `filename`, the way a download link would: a Blob URL on a
 * temporary `<a download>`. A calendar file or a console export needs the bearer token (and the
 * console session), so a plain link to the API cannot fetch it; the app fetches it and hands the
 * browser the bytes.
 */
export function saveTextFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the Blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
