import type { PurchasableKind } from "@clutch/contract";
import { api } from "../../lib/api";
import { type ApiBody, type ApiResponse, endpointRequest } from "../../lib/endpoints";

/** What a create-order call sends, whichever the item's kind (docs/product.md#purchases). */
type CreateOrderInput = {
  kind: PurchasableKind;
  itemId: string;
  /** The price the page shows; the server charges its own and only logs a difference. */
  amount: number;
  email: string;
  userId: string;
  coachId?: string;
  /** Ten digits, asked for when the provider needs one (PHONE_REQUIRED). */
  phone?: string;
};

function createOrderRequest({ kind, itemId, amount, email, userId, coachId, phone }: CreateOrderInput) {
  const shared = {
    amount,
    email,
    userId,
    ...(coachId ? { coachId } : {}),
    ...(phone ? { phone } : {}),
  };
  return kind === "course"
    ? endpointRequest("createCourseOrder", {
        body: { ...shared, courseId: itemId } satisfies ApiBody<"createCourseOrder">,
      })
    : endpointRequest("createGuideOrder", {
        body: { ...shared, guideId: itemId } satisfies ApiBody<"createGuideOrder">,
      });
}

/**
 * The purchase calls (docs/product.md#purchases): create an order, the result page's status and
 * the built-in test checkout. Whatever tells the app that an item is now owned (a PAID status, an
 * ALREADY_OWNED refusal) invalidates the "User" tag: the signed-in user's data and owned chapters
 * are fetched again, so ownership shows on every page.
 */
const paymentsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    createOrder: builder.mutation<ApiResponse<"createCourseOrder">, CreateOrderInput>({
      query: createOrderRequest,
      // A phone given here is saved to the profile; a refusal as already owned means the user data is stale.
      invalidatesTags: (_result, error, input) =>
        input.phone || error?.code === "ALREADY_OWNED" ? ["User"] : [],
    }),
    paymentStatus: builder.query<ApiResponse<"paymentStatus">, string>({
      query: (orderId) => endpointRequest("paymentStatus", { params: { orderId } }),
      async onQueryStarted(_orderId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === "PAID") dispatch(api.util.invalidateTags(["User"]));
        } catch {
          // The error stays in the query state; the page shows it with a retry.
        }
      },
    }),
    localCheckout: builder.query<ApiResponse<"localCheckout">, string>({
      query: (paymentSessionId) => endpointRequest("localCheckout", { params: { paymentSessionId } }),
    }),
    localComplete: builder.mutation<
      ApiResponse<"localComplete">,
      { paymentSessionId: string; outcome: ApiBody<"localComplete">["outcome"] }
    >({
      query: ({ paymentSessionId, outcome }) =>
        endpointRequest("localComplete", { params: { paymentSessionId }, body: { outcome } }),
    }),
  }),
});

export const {
  useCreateOrderMutation,
  usePaymentStatusQuery,
  useLocalCheckoutQuery,
  useLocalCompleteMutation,
} = paymentsApi;
