import { useEffect } from "react";
import { pageTitle } from "../config/site";

/** Sets `document.title` to "{title} | Clutch Academy" while the calling page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
