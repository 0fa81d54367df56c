import { editorMessages } from "@clutch/contract";
import { useEffect, useRef, useState } from "react";
import { useAppDispatch } from "../../../hooks/store";
import { errorMessage } from "../../../lib/api-error";
import { uploadFile } from "../../../lib/upload";

type UploadRoute = Parameters<typeof uploadFile>[0];

/**
 * One upload at a time to `route`: its progress (0 to 1, null when none runs) and its failure. An
 * upload still running when the field leaves the page is cancelled.
 */
export function useUpload<Name extends UploadRoute>(route: Name) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setProgress(0);
    try {
      return await uploadFile(route, file, { dispatch, onProgress: setProgress, signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted) setFailure(errorMessage(error, editorMessages.uploadFailed));
      return null;
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };
  return { start, progress, failure, setFailure };
}
