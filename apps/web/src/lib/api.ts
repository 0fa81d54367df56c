import { createApi } from "@reduxjs/toolkit/query/react";
import { env } from "../config/env";
import { createBaseQuery } from "./base-query";

/** Cache tags shared by every feature's endpoints. */
const TAG_TYPES = ["User", "Game", "Coach", "Course", "Guide", "Package", "TeamPlan"] as const;

/**
 * The one RTK Query API of the app. It declares no endpoints: each feature adds its own with
 * `api.injectEndpoints` in `features/<name>/api.ts`.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: createBaseQuery({ baseUrl: env.apiBase }),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
