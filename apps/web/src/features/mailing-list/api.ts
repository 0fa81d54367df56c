import type { MessageResponse, SubscriptionRequest } from "@clutch/contract";
import { api } from "../../lib/api";

/** The mailing list (API.md §4 "Mailing list, plans, misc"); all public. */
export const mailingListApi = api.injectEndpoints({
  endpoints: (builder) => ({
    subscribe: builder.mutation<MessageResponse, SubscriptionRequest>({
      query: (body) => ({ url: "/subscription", method: "POST", body }),
    }),
    unsubscribe: builder.mutation<MessageResponse, SubscriptionRequest>({
      query: (body) => ({ url: "/subscription/unsubscribe", method: "DELETE", body }),
    }),
    /** The link in our e-mails: `/unsubscribe?email=` acts on page load. */
    unsubscribeByLink: builder.mutation<MessageResponse, string>({
      query: (email) => ({ url: "/unsubscribe", params: { email } }),
    }),
  }),
});

export const { useSubscribeMutation, useUnsubscribeMutation, useUnsubscribeByLinkMutation } = mailingListApi;
