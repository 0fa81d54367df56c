import { isIdShaped, messages } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "../../../../lib/endpoint";
import { AppError, notFound } from "../../../../lib/errors";
import type { ProviderRoutesOptions } from "../provider";
import type { LocalProvider } from "./provider";

const m = messages.payment;

/** The test checkout page's two calls: what is being paid, and Pay or Cancel. */
export const localCheckoutRoutes =
  (local: LocalProvider): FastifyPluginAsyncZod<ProviderRoutesOptions> =>
  async (app, { payments }) => {
    app.route({
      ...endpoint(app, "localCheckout"),
      handler: async (request) => {
        const { paymentSessionId } = request.params;
        const checkout = isIdShaped(paymentSessionId) ? await local.checkout(paymentSessionId) : undefined;
        const item = checkout && (await payments.orderItem(checkout.orderId));
        if (!checkout || !item) throw notFound(m.checkoutNotFound);
        return {
          success: true as const,
          checkout: {
            orderId: checkout.orderId,
            status: checkout.status,
            expiresAt: checkout.expiresAt.toISOString(),
            item,
          },
        };
      },
    });

    // Pay or Cancel; the order is then confirmed by asking, as after a buyer's return from a provider.
    app.route({
      ...endpoint(app, "localComplete"),
      handler: async (request) => {
        const { paymentSessionId } = request.params;
        const orderId = isIdShaped(paymentSessionId)
          ? await local.complete(paymentSessionId, request.body.outcome)
          : undefined;
        if (orderId === undefined) throw notFound(m.checkoutNotFound);
        if (orderId === "closed") throw new AppError(409, "CONFLICT", m.checkoutClosed);
        await payments.confirm(orderId, "local-checkout");
        return { success: true as const, orderId };
      },
    });
  };
