import { type ApiResponse, consoleRoutes } from "@clutch/contract";
import type { Dispatch } from "@reduxjs/toolkit";
import { env } from "../config/env";
import { type ApiError, normaliseError } from "./api-error";
import { callHeaders, settleFailure } from "./base-query";
import { readToken } from "./storage";

/** The endpoints that take a file as their raw body. */
type UploadRoute = "adminUploadImage" | "adminUploadVideo";

type UploadOptions = {
  /** Called as the file goes out: the share sent, from 0 to 1. */
  onProgress?: (share: number) => void;
  /** Signs out or forgets the console session when the answer says so, as the base query does. */
  dispatch: Dispatch;
  signal?: AbortSignal;
};

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Sends a file as the raw body of an upload endpoint, reporting progress (fetch cannot report an
 * upload's progress; XMLHttpRequest can). The same base URL, headers and error shape as every other
 * call (lib/base-query.ts): resolves to the endpoint's answer, rejects with an ApiError.
 */
export function uploadFile<Name extends UploadRoute>(
  name: Name,
  file: File,
  { onProgress, dispatch, signal }: UploadOptions,
): Promise<ApiResponse<Name, 201>> {
  const route = consoleRoutes[name];
  const url = route.path.replace(/^\/api(?=\/)/, "");
  const hadToken = readToken() !== null;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      settleFailure(error, hadToken, dispatch);
      reject(error);
    };
    request.open(route.method, `${env.apiBase}${url}`);
    request.withCredentials = true;
    for (const [header, value] of Object.entries(callHeaders(url))) request.setRequestHeader(header, value);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const data = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as ApiResponse<Name, 201>);
      else fail(normaliseError({ status: request.status, data }));
    };
    request.onerror = () => fail(normaliseError({ status: "FETCH_ERROR", error: "upload failed" }));
    request.ontimeout = () => fail(normaliseError({ status: "TIMEOUT_ERROR", error: "upload timed out" }));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
