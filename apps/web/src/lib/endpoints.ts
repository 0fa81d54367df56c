import {
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type ApiRouteName,
  apiPath,
  apiRoutes,
} from "@clutch/contract";
import type { FetchArgs } from "@reduxjs/toolkit/query";

export type { ApiBody, ApiResponse };

interface RequestParts<Name extends ApiRouteName> {
  /** Values of the path's `:params`. */
  params?: Record<string, string>;
  query?: ApiQuery<Name>;
  body?: ApiBody<Name> | FormData;
}

/**
 * The request of one endpoint of the contract's API surface (method and path from `apiRoutes`),
 * relative to the API base the base query adds. Every RTK Query endpoint builds its request this
 * way and takes its types from the same table (`ApiResponse`, `ApiBody`, `ApiQuery`), so no path,
 * method or answer shape is written by hand.
 */
export function endpointRequest<Name extends ApiRouteName>(
  name: Name,
  { params, query, body }: RequestParts<Name> = {},
): FetchArgs {
  const route = apiRoutes[name];
  return {
    url: apiPath(route.path, params).replace(/^\/api(?=\/)/, ""),
    method: route.method,
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { body }),
  };
}
