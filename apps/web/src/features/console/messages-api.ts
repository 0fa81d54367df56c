import type { ContactListQuery } from "@clutch/contract";
import { api } from "../../lib/api";
import type { ApiBody, ApiResponse } from "../../lib/endpoints";
import { consoleRequest } from "./lib/console-request";

/** The inbox's tags: the lists (with their counts) and each message. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ["ContactList", "ContactMessage", "Audit"] });

const changed = (id: string) => [
  "ContactList" as const,
  { type: "ContactMessage" as const, id },
  "Audit" as const,
];

/** The console's inbox of contact messages (packages/contract/src/admin-contact.ts). */
const messagesApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    adminListMessages: builder.query<ApiResponse<"adminListMessages">, ContactListQuery>({
      query: (query) => consoleRequest("adminListMessages", { query }),
      providesTags: ["ContactList"],
    }),
    adminGetMessage: builder.query<ApiResponse<"adminGetMessage">, string>({
      query: (id) => consoleRequest("adminGetMessage", { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: "ContactMessage", id }],
    }),
    adminReplyToMessage: builder.mutation<
      ApiResponse<"adminReplyToMessage", 201>,
      { id: string; body: ApiBody<"adminReplyToMessage"> }
    >({
      query: ({ id, body }) => consoleRequest("adminReplyToMessage", { params: { id }, body }),
      // A failed send keeps the answer too (unsent): the thread is asked again either way.
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    adminSetMessageStatus: builder.mutation<
      ApiResponse<"adminSetMessageStatus">,
      { id: string; body: ApiBody<"adminSetMessageStatus"> }
    >({
      query: ({ id, body }) => consoleRequest("adminSetMessageStatus", { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

/** The call behind the count of messages waiting beside the Messages section. */
export const NEW_MESSAGES_COUNT: ContactListQuery = { status: "new", limit: 1 };

/** Asks for a call's answer ahead of the component that shows it (an action to dispatch). */
export const prefetchMessages = messagesApi.util.prefetch;

export const {
  useAdminListMessagesQuery,
  useAdminGetMessageQuery,
  useAdminReplyToMessageMutation,
  useAdminSetMessageStatusMutation,
} = messagesApi;
