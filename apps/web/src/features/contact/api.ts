import { api } from "../../lib/api";
import { type ApiBody, type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** The contact page's one call (public). */
const contactApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendContactMessage: builder.mutation<ApiResponse<"contact", 201>, ApiBody<"contact">>({
      query: (body) => endpointRequest("contact", { body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
