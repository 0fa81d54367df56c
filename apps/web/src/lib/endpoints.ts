import {
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type ApiRoute,
  type ApiRouteName,
  apiPath,
  siteRoutes,
} from "@clutch/contract";
import type { FetchArgs } from "@reduxjs/toolkit/query";

export type { ApiBody, ApiResponse };

export interface RequestParts<Name extends ApiRouteName> {
  /** Values of the path's `:params`. */
  params?: Record<string, string>;
  query?: ApiQuery<Name>;
  body?: ApiBody<Name> | FormData;
}

/**
 * The request builder of one table of the contract's API surface (method and path from the table),
 * relative to the API base the base query adds. Every RTK Query endpoint builds its request this
 * way and takes its types from the same names (`ApiResponse`, `ApiBody`, `ApiQuery`), so no path,
 * method or answer shape is written by hand. The console and the workspace build theirs from their
 * own tables, which only their parts of the app load.
 */
export function requestsFor<Routes extends Partial<Record<ApiRouteName, ApiRoute>>>(routes: Routes) {
  return <Name extends keyof Routes & ApiRouteName>(
    name: Name,
    { params, query, body }: RequestParts<Name> = {},
  ): FetchArgs => {
    const route = routes[name] as ApiRoute;
    return {
      url: apiPath(route.path, params).replace(/^\/api(?=\/)/, ""),
      method: route.method,
      ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
      ...(body === undefined ? {} : { body }),
    };
  };
}

/** The request of one of the site's endpoints (`siteRoutes`). */
export const endpointRequest = requestsFor(siteRoutes);
