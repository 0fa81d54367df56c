import { api } from "../../lib/api";
import { type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** The profile's own call: saving the details (docs/product.md#profile-and-avatar). */
const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Multipart (the optional `image` travels beside the fields); fetch sets the content type. */
    updateUserDetails: builder.mutation<ApiResponse<"updateUserDetails">, FormData>({
      query: (body) => endpointRequest("updateUserDetails", { body }),
      invalidatesTags: ["User"],
    }),
  }),
});

export const { useUpdateUserDetailsMutation } = profileApi;
