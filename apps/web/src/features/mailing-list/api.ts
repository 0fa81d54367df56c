import { api } from "../../lib/api";
import { type ApiBody, type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** The mailing list (docs/product.md#mailing-list); all public. */
const mailingListApi = api.injectEndpoints({
  endpoints: (builder) => ({
    subscribe: builder.mutation<ApiResponse<"subscribe">, ApiBody<"subscribe">>({
      query: (body) => endpointRequest("subscribe", { body }),
    }),
    unsubscribe: builder.mutation<ApiResponse<"unsubscribe">, ApiBody<"unsubscribe">>({
      query: (body) => endpointRequest("unsubscribe", { body }),
    }),
    /** The link in our e-mails: `/unsubscribe?email=` acts on page load. */
    unsubscribeByLink: builder.mutation<ApiResponse<"unsubscribeLink">, string>({
      query: (email) => endpointRequest("unsubscribeLink", { query: { email } }),
    }),
  }),
});

export const { useSubscribeMutation, useUnsubscribeMutation, useUnsubscribeByLinkMutation } = mailingListApi;
