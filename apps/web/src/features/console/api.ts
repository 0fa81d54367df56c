import type { ApiQuery, EditorKind, EditorListQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import { extendCalls } from "../../lib/base-query";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";
import { consoleCalls, forgetConsoleSession, writeConsoleSession } from "./lib/console-session";

/** The public catalogue's cache tag of each kind: a change in the console refreshes what the site shows. */
const PUBLIC_TAG = {
  games: "Game",
  coaches: "Coach",
  courses: "Course",
  guides: "Guide",
  packages: "Package",
  "team-plans": "TeamPlan",
} as const satisfies Record<EditorKind, string>;

type ItemArgs = { kind: EditorKind; id: string };
type ItemInput = ApiBody<"adminCreateItem">;

/** The console's tags: its own account state, each kind's list and items, the audit trail, schedules. */
// The console's session rides on the one base query from the moment the console loads.
extendCalls(consoleCalls);

const CONSOLE_TAGS = ["ConsoleMe", "ConsoleList", "ConsoleItem", "Audit", "CoachSchedule"] as const;

const changed = (kind: EditorKind, id?: string) => [
  { type: "ConsoleList" as const, id: kind },
  ...(id ? [{ type: "ConsoleItem" as const, id: `${kind}/${id}` }] : []),
  "Audit" as const,
  PUBLIC_TAG[kind],
];

/** The shared API with the console's own tags, added here so the start-up path does not carry them. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS });

/**
 * A call that answers a console session (confirm, verify, recover): the console's calls carry it
 * from now on. The operator's state is asked again only once the session is kept, so that answer
 * already counts it (asked before, it would call the new session stale).
 */
async function keepSession(
  _body: unknown,
  {
    queryFulfilled,
    dispatch,
  }: {
    queryFulfilled: Promise<{ data: { session: string } }>;
    dispatch: (action: ReturnType<typeof taggedApi.util.invalidateTags>) => unknown;
  },
) {
  try {
    writeConsoleSession((await queryFulfilled).data.session);
    dispatch(taggedApi.util.invalidateTags(["ConsoleMe"]));
  } catch {
    // The form shows the failure.
  }
}

/**
 * The operators' console calls (packages/contract/src/admin.ts, admin-catalogue.ts). Their tags are
 * added here, not in the shared list, so the start-up path does not carry them.
 */
const consoleApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    adminMe: builder.query<ApiResponse<"adminMe">, void>({
      query: () => consoleRequest("adminMe"),
      providesTags: ["ConsoleMe"],
    }),
    adminSecondFactorSetup: builder.mutation<
      ApiResponse<"adminSecondFactorSetup">,
      ApiBody<"adminSecondFactorSetup">
    >({
      query: (body) => consoleRequest("adminSecondFactorSetup", { body }),
    }),
    adminSecondFactorConfirm: builder.mutation<
      ApiResponse<"adminSecondFactorConfirm">,
      ApiBody<"adminSecondFactorConfirm">
    >({
      query: (body) => consoleRequest("adminSecondFactorConfirm", { body }),
      onQueryStarted: keepSession,
    }),
    adminSecondFactorVerify: builder.mutation<
      ApiResponse<"adminSecondFactorVerify">,
      ApiBody<"adminSecondFactorVerify">
    >({
      query: (body) => consoleRequest("adminSecondFactorVerify", { body }),
      onQueryStarted: keepSession,
    }),
    adminSecondFactorRecover: builder.mutation<
      ApiResponse<"adminSecondFactorRecover">,
      ApiBody<"adminSecondFactorRecover">
    >({
      query: (body) => consoleRequest("adminSecondFactorRecover", { body }),
      onQueryStarted: keepSession,
    }),

    /** Ends the console session on the server, then here: the console asks for a code again. */
    adminSignOut: builder.mutation<ApiResponse<"adminSignOut">, void>({
      query: () => consoleRequest("adminSignOut"),
      async onQueryStarted(_arg, { queryFulfilled, dispatch }) {
        try {
          await queryFulfilled;
          forgetConsoleSession();
          dispatch(taggedApi.util.invalidateTags(["ConsoleMe"]));
        } catch {
          // The button shows the failure; the session stays until it is ended.
        }
      },
    }),

    adminAudit: builder.query<ApiResponse<"adminAudit">, ApiQuery<"adminAudit">>({
      query: (query) => consoleRequest("adminAudit", { query }),
      providesTags: ["Audit"],
    }),

    adminListItems: builder.query<
      ApiResponse<"adminListItems">,
      { kind: EditorKind; query: EditorListQuery }
    >({
      query: ({ kind, query }) => consoleRequest("adminListItems", { params: { kind }, query }),
      providesTags: (_result, _error, { kind }) => [{ type: "ConsoleList", id: kind }],
    }),
    adminGetItem: builder.query<ApiResponse<"adminGetItem">, ItemArgs>({
      query: ({ kind, id }) => consoleRequest("adminGetItem", { params: { kind, id } }),
      providesTags: (_result, _error, { kind, id }) => [{ type: "ConsoleItem", id: `${kind}/${id}` }],
    }),
    adminCreateItem: builder.mutation<
      ApiResponse<"adminCreateItem", 201>,
      { kind: EditorKind; body: ItemInput }
    >({
      query: ({ kind, body }) => consoleRequest("adminCreateItem", { params: { kind }, body }),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : changed(kind)),
    }),
    adminUpdateItem: builder.mutation<ApiResponse<"adminUpdateItem">, ItemArgs & { body: ItemInput }>({
      query: ({ kind, id, body }) => consoleRequest("adminUpdateItem", { params: { kind, id }, body }),
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : changed(kind, id)),
    }),
    adminSetItemState: builder.mutation<
      ApiResponse<"adminSetItemState">,
      ItemArgs & { body: ApiBody<"adminSetItemState"> }
    >({
      query: ({ kind, id, body }) => consoleRequest("adminSetItemState", { params: { kind, id }, body }),
      invalidatesTags: (_result, _error, { kind, id }) => changed(kind, id),
    }),
    adminDeleteItem: builder.mutation<ApiResponse<"adminDeleteItem">, ItemArgs>({
      query: ({ kind, id }) => consoleRequest("adminDeleteItem", { params: { kind, id } }),
      invalidatesTags: (_result, _error, { kind, id }) => changed(kind, id),
    }),
    adminRestoreItem: builder.mutation<ApiResponse<"adminRestoreItem">, ItemArgs>({
      query: ({ kind, id }) => consoleRequest("adminRestoreItem", { params: { kind, id } }),
      invalidatesTags: (_result, _error, { kind, id }) => changed(kind, id),
    }),

    adminCoachSchedule: builder.query<ApiResponse<"adminCoachSchedule">, string>({
      query: (id) => consoleRequest("adminCoachSchedule", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "CoachSchedule", id }],
    }),
    adminUpdateCoachSchedule: builder.mutation<
      ApiResponse<"adminUpdateCoachSchedule">,
      { id: string; body: ApiBody<"adminUpdateCoachSchedule"> }
    >({
      query: ({ id, body }) => consoleRequest("adminUpdateCoachSchedule", { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: "CoachSchedule", id }, "Audit", "Coach"],
    }),
  }),
});

export const {
  useAdminMeQuery,
  useAdminSecondFactorSetupMutation,
  useAdminSecondFactorConfirmMutation,
  useAdminSecondFactorVerifyMutation,
  useAdminSignOutMutation,
  useAdminSecondFactorRecoverMutation,
  useAdminAuditQuery,
  useAdminListItemsQuery,
  useAdminGetItemQuery,
  useAdminCreateItemMutation,
  useAdminUpdateItemMutation,
  useAdminSetItemStateMutation,
  useAdminDeleteItemMutation,
  useAdminRestoreItemMutation,
  useAdminCoachScheduleQuery,
  useAdminUpdateCoachScheduleMutation,
} = consoleApi;

/** Asks for a call's answer ahead of the page that shows it (an action to dispatch). */
export const prefetchConsole = consoleApi.util.prefetch;
