import {
  apiPath,
  apiRoutes,
  isIdShaped,
  messages,
  ORDER_EXPIRY_MINUTES,
  type Order,
  type OrderKind,
  orderMessages,
  type PaymentStatusResponse,
  type PurchasableKind,
  paths,
  tenDigitPhone,
} from "@clutch/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import { type BusinessCanceller, type EventSource, type Observation, publicStatus } from "./order-state";
import {
  BadSignatureError,
  type PaymentProvider,
  ProviderError,
  type ProviderOrderState,
  type ProviderRefund,
  type WebhookHeaders,
} from "./providers/provider";
import { receiptMail, refundMail } from "./receipt";
import type { OperatorRefundRequest, RefundRow } from "./refund-store";
import { kindOf, type Notice, type OrderRow, type PaymentsRepository, refundIdOf } from "./repository";

const m = messages.payment;

/** An open order is handed out again only with this much of its life left. */
const REUSE_MINUTES = 10;
/** The payment-status call asks the provider at most this often per order. */
const STATUS_CHECK_SECONDS = 3;
/** How long the reconciler holds an order it took before another look is due. */
const RECONCILE_LEASE_SECONDS = 120;
const RECONCILE_BATCH = 25;
/** An order still being created this long after it was started was left by a request that died. */
const CREATING_ABANDONED_MS = 2 * 60_000;

const STATUS_MESSAGES = {
  PAID: m.successful,
  ACTIVE: m.pending,
  FAILED: m.failed,
  EXPIRED: m.failed,
  REFUNDED: m.refunded,
} as const;

const NOT_FOUND_TEXT = {
  course: messages.catalogue.courseNotFound,
  guide: messages.catalogue.guideNotFound,
} as const;

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** What the provider's answer about an order means for it. */
function observationOf(state: ProviderOrderState): Observation {
  if (state.status === "PAID" && state.payment) {
    return { kind: "paid", paymentId: state.payment.paymentId, amount: state.payment.amount };
  }
  if (state.status === "EXPIRED") return { kind: "expired" };
  if (state.payment?.outcome === "FAILED") {
    return { kind: "failed", paymentId: state.payment.paymentId, amount: state.payment.amount };
  }
  return { kind: "pending" };
}

/** The buyer, with the phone number the provider is given (null when it needs none). */
export interface Payer {
  userId: string;
  email: string;
  name: string;
  phone: string | null;
}

/**
 * The provider-neutral payment flow, written once: create an order at the server's price →
 * confirm it (a verified webhook, or asking the provider) → fulfil it exactly once (ownership and
 * the receipt) — plus refunds and the reconciler that settles what no one confirmed.
 * No provider call is ever made inside a database transaction.
 */
export function createPaymentsService({ repo, provider, mailer, log, publicUrl }: PaymentsServiceDeps) {
  const grantListeners = new Map<OrderKind, (order: OrderRow) => Promise<void>>();

  async function sendReceipt(orderId: string) {
    if (!(await repo.claimReceipt(orderId))) return;
    try {
      const summary = await repo.orderSummary(orderId);
      if (!summary?.order.paidAt) throw new Error("paid order without a payment time");
      await mailer.send(
        receiptMail({
          to: summary.email,
          userName: summary.userName,
          itemKind: summary.item.kind,
          itemName: summary.item.name,
          amount: summary.order.amount,
          orderId,
          paidAt: summary.order.paidAt,
          publicUrl,
        }),
      );
      await repo.markReceipt(orderId, true);
    } catch (error) {
      // Released: the reconciler tries again later.
      log.error({ err: error, orderId }, "The receipt could not be sent");
      await repo.markReceipt(orderId, false);
    }
  }

  /** Applies what the provider said, then what must follow (the receipt, a refund of a second payment). */
  async function settle(orderId: string, observation: Observation, source: EventSource, notice?: Notice) {
    const result = await repo.observe(orderId, observation, source, notice);
    if (result?.granted) {
      log.info({ orderId, source }, "Order paid; item granted");
      await sendReceipt(orderId);
      const listener = grantListeners.get(kindOf(result.order));
      if (listener) {
        await listener(result.order).catch((error: unknown) =>
          log.error({ err: error, orderId }, "After-payment step failed; it is retried by its module"),
        );
      }
    }
    if (result?.refundDue) {
      log.warn({ orderId, source }, "A second payment for an item already owned; refunding it");
      await refund(orderId, "already owned", source).catch((error: unknown) =>
        log.error(
          { err: error, orderId },
          "The refund of a second payment failed; the reconciler retries it",
        ),
      );
    }
    return result;
  }

  /** Asks the provider about an order and applies the answer. */
  async function askProvider(orderId: string, source: EventSource) {
    const state = await provider.fetchOrder(orderId);
    return settle(orderId, observationOf(state), source);
  }

  type RefundOutcome = { status: "REFUNDED" | "PENDING" | "CANCELLED"; amount: number };

  /** What the provider is told a refund is for: its note takes 3 to 100 characters. */
  const refundNote = (reason: string) => `Refund: ${reason}`.slice(0, 100);

  /**
   * E-mails the learner about a refund an operator asked for, once the provider has paid it out
   * (claimed once per refund; a failed send is given back, and logged).
   */
  async function mailRefund(refundId: string) {
    const refund = await repo.refundById(refundId);
    if (!refund?.requestedBy || refund.status !== "SUCCESS") return;
    if (!(await repo.claimRefundMail(refund))) return;
    try {
      const summary = await repo.orderSummary(refund.orderId);
      if (!summary) throw new Error("refund of an order that does not exist");
      await mailer.send(
        refundMail({
          to: summary.email,
          userName: summary.userName,
          itemKind: summary.item.kind,
          itemName: summary.item.name,
          amount: refund.amount,
          full: refund.full,
          orderId: refund.orderId,
          refundId,
          publicUrl,
        }),
      );
    } catch (error) {
      log.error({ err: error, refundId }, "The refund e-mail could not be sent");
      await repo.releaseRefundMail(refund);
    }
  }

  /**
   * Records where the provider says a full refund stands: SUCCESS refunds the order; PENDING or
   * ONHOLD leave it REFUND_PENDING for the reconciler to ask again; CANCELLED is final and set aside
   * for a person (logged as an error, never retried).
   */
  async function recordRefund(
    order: Pick<OrderRow, "id">,
    amount: number,
    refunded: ProviderRefund,
    reason: string,
    source: EventSource,
  ): Promise<RefundOutcome> {
    const orderId = order.id;
    const { refundId, status } = refunded;
    if (status === "SUCCESS") {
      await repo.observe(orderId, { kind: "refund-paid", refundId, status }, source);
      log.info({ orderId, reason }, "Order refunded");
      await mailRefund(refundId);
      return { status: "REFUNDED", amount };
    }
    if (status === "CANCELLED") {
      const applied = await repo.observe(orderId, { kind: "refund-cancelled", refundId, status }, source);
      if (applied?.event === "refund-cancelled") {
        log.error(
          { orderId, refundId: refunded.refundId, amount, reason },
          "The provider cancelled a refund: the buyer has not had the money back; the order is held for review",
        );
      }
      return { status: "CANCELLED", amount };
    }
    await repo.observe(orderId, { kind: "refund-pending", refundId, status }, source);
    log.info({ orderId, refundStatus: refunded.status }, "Refund taken by the provider, not paid out yet");
    return { status: "PENDING", amount };
  }

  /** What the full refund of an order gives back: what partial refunds left of it. */
  async function fullRefundAmount(order: OrderRow) {
    return (await repo.refundById(refundIdOf(order.id)))?.amount ?? order.amount;
  }

  /** Asks the provider for an order's full refund (it is REFUND_PENDING) and records its answer. */
  async function refundAtProvider(order: OrderRow, reason: string, source: EventSource) {
    const amount = await fullRefundAmount(order);
    const refunded = await provider.refund({
      orderId: order.id,
      refundId: refundIdOf(order.id),
      amount,
      note: refundNote(order.refundReason ?? reason),
    });
    return recordRefund(order, amount, refunded, reason, source);
  }

  /**
   * Refunds a paid order in full (what partial refunds left of it). The order is marked first (and
   * its ownership removed), so a crash after the provider's refund is finished by the reconciler
   * with the same refund id. REFUNDED is recorded only once the provider says the refund succeeded.
   */
  async function refund(
    orderId: string,
    reason: string,
    source: EventSource = "refund",
  ): Promise<RefundOutcome> {
    const order = (await repo.observe(orderId, { kind: "refund-requested", reason }, source))?.order;
    if (!order) throw notFound(m.orderNotFound);
    if (order.status === "REFUNDED") return { status: "REFUNDED", amount: await fullRefundAmount(order) };
    if (order.status === "REFUND_CANCELLED") {
      return { status: "CANCELLED", amount: await fullRefundAmount(order) };
    }
    if (order.status !== "REFUND_PENDING") {
      throw new AppError(409, "CONFLICT", "Only a paid order can be refunded");
    }
    return refundAtProvider(order, reason, source);
  }

  /**
   * The reconciler's look at a refund being waited for: asks the provider where it stands (and
   * asks for it if it was never made, e.g. the request died first) and records the answer.
   */
  async function followRefund(orderId: string): Promise<RefundOutcome | undefined> {
    const order = await repo.order(orderId);
    if (order?.status !== "REFUND_PENDING") return undefined;
    const reason = order.refundReason ?? "refund";
    const known = await provider.fetchRefund(orderId, refundIdOf(orderId));
    if (!known) return refundAtProvider(order, reason, "reconciler");
    return recordRefund(order, await fullRefundAmount(order), known, reason, "reconciler");
  }

  /** Takes a partial refund (a PENDING row) to the provider, or asks where it stands, and records the answer. */
  async function followPartialRefund(refund: RefundRow, source: EventSource, ask: "make" | "follow") {
    const known = ask === "follow" ? await provider.fetchRefund(refund.orderId, refund.id) : undefined;
    const answer =
      known ??
      (await provider.refund({
        orderId: refund.orderId,
        refundId: refund.id,
        amount: refund.amount,
        note: refundNote(refund.reason),
      }));
    const recorded = await repo.recordPartialRefund(refund, answer, source);
    if (recorded.settledNow && answer.status === "CANCELLED") {
      log.error(
        { orderId: refund.orderId, refundId: refund.id, amount: refund.amount },
        "The provider cancelled a partial refund: the buyer has not had that money back",
      );
    }
    if (answer.status === "SUCCESS") await mailRefund(refund.id);
    return recorded.refund;
  }

  /**
   * An operator's refund, in full or in part, exactly once: decided with the order locked (409
   * when it changed since the operator saw it), then taken to the provider outside the
   * transaction. A provider that does not answer leaves the refund pending for the reconciler.
   */
  async function refundByOperator(orderId: string, request: OperatorRefundRequest) {
    const planned = await repo.planOperatorRefund(orderId, request);
    if (!planned) throw notFound(orderMessages.notFound);
    const refundId = planned.kind === "full" ? refundIdOf(orderId) : planned.refund.id;
    try {
      if (planned.kind === "full") await refundAtProvider(planned.order, request.reason, "console");
      else await followPartialRefund(planned.refund, "console", "make");
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error, orderId, refundId }, "Refund pending: the provider did not take it yet");
    }
    const refund = await repo.refundById(refundId);
    if (!refund) throw new Error("the refund just made is missing");
    return { refund, before: planned.before };
  }

  async function payer(userId: string, givenPhoneText?: string): Promise<Payer> {
    const customer = await repo.customer(userId);
    if (!customer) throw new AppError(401, "UNAUTHORIZED", messages.auth.unauthorized);
    const givenPhone = givenPhoneText ? tenDigitPhone(givenPhoneText) : null;
    const phone = givenPhone ?? tenDigitPhone(customer.phone);
    if (provider.needsPhone && !phone) throw new AppError(400, "PHONE_REQUIRED", m.phoneRequired);
    if (givenPhone && givenPhone !== customer.phone) await repo.savePhone(userId, givenPhone);
    return { userId, email: customer.email, name: customer.name, phone };
  }

  // The provider's checkout fields are checked against its own order schema when the answer is sent.
  const orderAnswer = (order: OrderRow, paymentSessionId: string) =>
    ({
      orderId: order.id,
      paymentSessionId,
      provider: provider.name,
      amount: order.amount,
      currency: "INR",
      ...provider.checkoutFields(paymentSessionId),
    }) as Order;

  /** Where the provider sends its webhooks: only a provider that reads them, and only over https. */
  const notifyUrl =
    provider.readWebhook && publicUrl.startsWith("https://")
      ? `${publicUrl}${apiPath(apiRoutes.paymentWebhook.path, { provider: provider.name })}`
      : undefined;

  /** Makes the provider's side of a reserved order (no transaction open) and makes it payable. */
  async function openAtProvider(order: OrderRow, customer: Payer, note: string): Promise<Order> {
    let checkout: Awaited<ReturnType<PaymentProvider["createOrder"]>>;
    try {
      checkout = await provider.createOrder({
        orderId: order.id,
        amount: order.amount,
        customer: {
          id: customer.userId.replace(/[^A-Za-z0-9]/g, ""),
          email: customer.email,
          name: customer.name,
          phone: customer.phone,
        },
        returnUrl: `${publicUrl}${paths.paymentResult(order.id)}`,
        ...(notifyUrl ? { notifyUrl } : {}),
        expiresAt: order.expiresAt,
        note: note.slice(0, 200),
      });
    } catch (error) {
      log.error(
        { err: error, orderId: order.id },
        "The payment provider refused or did not answer create-order",
      );
      const note = (error as Error).message.slice(0, 500);
      await repo.observe(order.id, { kind: "create-failed", note }, "api");
      throw new AppError(502, "PAYMENT_PROVIDER_ERROR", m.providerError);
    }
    // The provider answered so late that the reconciler already gave the order up (FAILED, as
    // abandoned). Its session is not handed out and the buyer gets the provider error, rather than
    // taking the provider's order back into ACTIVE: by now the buyer may have started another order
    // for the item (two payable orders), and the reconciler may be settling this one at the same
    // time. Unpaid and never handed out, the provider's order simply expires; the buyer tries again.
    const made = await repo.observe(
      order.id,
      {
        kind: "provider-order",
        reference: checkout.providerReference,
        paymentSessionId: checkout.paymentSessionId,
      },
      "api",
    );
    if (made?.event !== "provider-order") {
      log.warn(
        { orderId: order.id, providerReference: checkout.providerReference },
        "The provider made the order after it was given up; its session is not handed out",
      );
      throw new AppError(502, "PAYMENT_PROVIDER_ERROR", m.providerError);
    }
    return orderAnswer(order, checkout.paymentSessionId);
  }

  return {
    async createOrder(
      tokenUserId: string,
      kind: PurchasableKind,
      body: { userId: string; itemId: string; amount?: unknown; phone?: string },
    ): Promise<Order> {
      if (body.userId !== tokenUserId) throw new AppError(403, "FORBIDDEN", m.forbidden);
      const item = isIdShaped(body.itemId) ? await repo.visibleItem(kind, body.itemId) : undefined;
      if (!item) throw notFound(NOT_FOUND_TEXT[kind]);
      if (item.price === 0) throw new AppError(400, "FREE_ITEM", m.freeItem);
      if (body.amount !== undefined && body.amount !== item.price) {
        log.warn(
          { userId: tokenUserId, kind, itemId: item.id, sent: body.amount, price: item.price },
          "create-order: the client's amount differs from the price; charging the price",
        );
      }
      if (await repo.owns(tokenUserId, kind, item.id))
        throw new AppError(409, "ALREADY_OWNED", m.alreadyOwned);

      const customer = await payer(tokenUserId, body.phone);
      const { order, reused } = await repo.reserveOrder({
        userId: tokenUserId,
        kind,
        itemId: item.id,
        amount: item.price,
        provider: provider.name,
        expiresAt: new Date(Date.now() + ORDER_EXPIRY_MINUTES * 60_000),
        reuseMinutes: REUSE_MINUTES,
      });
      if (reused && order.paymentSessionId) return orderAnswer(order, order.paymentSessionId);
      return openAtProvider(order, customer, `${kind} ${item.name}`);
    },

    /**
     * The buyer as the provider needs them; throws PHONE_REQUIRED (before anything is made) when
     * the provider needs a phone and none is known. A valid phone given here is saved.
     */
    payer,

    /** An order for a held live session, opened at the provider (the session expires with it). */
    async createSessionOrder(
      customer: Payer,
      session: { bookingId: string; amount: number; title: string; expiresAt: Date },
    ): Promise<Order> {
      const order = await repo.insertSessionOrder({
        userId: customer.userId,
        bookingId: session.bookingId,
        amount: session.amount,
        provider: provider.name,
        expiresAt: session.expiresAt,
      });
      return openAtProvider(order, customer, `live session ${session.title}`);
    },

    /**
     * Refunds the order that paid a live session. When the provider does not answer, the refund
     * stays pending (the order is marked) and the reconciler finishes it.
     */
    async refundSession(
      bookingId: string,
      reason: string,
    ): Promise<{ status: "REFUNDED" | "PENDING"; amount: number }> {
      const order = await repo.orderOfBooking(bookingId);
      if (!order) throw notFound(m.orderNotFound);
      try {
        const refunded = await refund(order.id, reason);
        // A cancelled refund is held for review (logged as an error): the learner is still owed it.
        return { status: refunded.status === "REFUNDED" ? "REFUNDED" : "PENDING", amount: refunded.amount };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, orderId: order.id }, "Refund pending: the provider did not take it yet");
        return { status: "PENDING", amount: order.amount };
      }
    },

    /**
     * Refunds a live session's order in full on the business's side, at any time. The booking is
     * cancelled in the same transaction that marks the order for refund (the order's `revoke`), so
     * a crash after it leaves a refund the reconciler finishes, never a cancelled session still
     * paid for. Refunds once: with the order locked, only a PAID order is refunded; a second call
     * gets 400 or 409. No refund e-mail: the cancellation e-mail says it. `cancelledBy` is recorded
     * on the booking in that transaction, with the caller's `inTransaction` writes (its audit row).
     */
    async refundSessionByBusiness(
      bookingId: string,
      reason: string,
      cancelledBy: BusinessCanceller = "operator",
      inTransaction?: OperatorRefundRequest["inTransaction"],
    ) {
      const order = await repo.orderOfBooking(bookingId);
      if (!order) throw notFound(m.orderNotFound);
      const expectedRefunded = await repo.refundedSoFar(order.id);
      const { refund } = await refundByOperator(order.id, {
        reason,
        expectedRefunded,
        requestedBy: null,
        cancelledBy,
        inTransaction,
      });
      return {
        status: refund.status === "SUCCESS" ? ("REFUNDED" as const) : ("PENDING" as const),
        amount: refund.amount,
      };
    },

    /** Adds what a paid order of another kind gives (live sessions), applied in the order's transaction. */
    registerFulfiller: repo.registerFulfiller,

    /** Runs `listener` after an order of `kind` is paid and granted (outside the transaction). */
    onGranted(kind: OrderKind, listener: (order: OrderRow) => Promise<void>) {
      grantListeners.set(kind, listener);
    },

    async hasAccess(tokenUserId: string, userId: string, kind: PurchasableKind, itemId: string) {
      if (userId !== tokenUserId) throw new AppError(403, "FORBIDDEN", m.forbidden);
      if (!isIdShaped(itemId)) throw notFound(NOT_FOUND_TEXT[kind]);
      // Owners keep what they bought, whatever became of the item since (hidden, deleted).
      if (await repo.owns(userId, kind, itemId)) return true;
      const item = await repo.visibleItem(kind, itemId);
      if (!item) throw notFound(NOT_FOUND_TEXT[kind]);
      return item.price === 0;
    },

    /** The order's state for its result page; an unpaid one is checked with the provider first. */
    async paymentStatus(orderId: string): Promise<PaymentStatusResponse> {
      if (!isIdShaped(orderId) || !(await repo.order(orderId))) throw notFound(m.orderNotFound);
      if (await repo.claimProviderCheck(orderId, STATUS_CHECK_SECONDS)) {
        try {
          await askProvider(orderId, "status-check");
        } catch (error) {
          // The page keeps asking; it is told what is known now.
          log.warn({ err: error, orderId }, "payment-status: the provider could not be asked");
        }
      }
      const summary = await repo.orderSummary(orderId);
      if (!summary) throw notFound(m.orderNotFound);
      const status = publicStatus(summary.order.status);
      return { success: status === "PAID", status, message: STATUS_MESSAGES[status], item: summary.item };
    },

    /**
     * A notification posted to `providerName`'s webhook: verified, de-duplicated, applied. A 404
     * for another provider than the one in use, or one that sends none.
     */
    async webhook(providerName: string, rawBody: Buffer, headers: WebhookHeaders) {
      if (providerName !== provider.name || !provider.readWebhook) throw notFound(messages.general.notFound);
      let notice: ReturnType<NonNullable<PaymentProvider["readWebhook"]>>;
      try {
        notice = provider.readWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof BadSignatureError) {
          log.warn({ reason: error.message }, "Webhook refused");
          throw new AppError(401, "BAD_SIGNATURE", m.badSignature);
        }
        throw error;
      }
      if (!notice) return;
      const observation: Observation =
        notice.outcome === "SUCCESS"
          ? { kind: "paid", paymentId: notice.paymentId, amount: notice.amount }
          : notice.outcome === "FAILED"
            ? { kind: "failed", paymentId: notice.paymentId, amount: notice.amount }
            : { kind: "pending" };
      const result = await settle(notice.orderId, observation, "webhook", {
        paymentId: notice.paymentId,
        type: notice.type,
        paymentStatus: notice.outcome,
      });
      if (!result) throw notFound(m.orderNotFound);
    },

    refund,

    refundByOperator,

    /**
     * One pass of the reconciler: asks the provider about orders nobody confirmed (a lost webhook,
     * a closed tab), expires the stale ones, finishes refunds and resends receipts that failed.
     */
    async reconcileOnce() {
      const due = await repo.claimDueOrders(RECONCILE_BATCH, RECONCILE_LEASE_SECONDS);
      let failures = 0;
      for (const order of due) {
        try {
          if (order.status === "REFUND_PENDING") {
            await followRefund(order.id);
          } else if (order.status === "CREATING") {
            // Its request died between our two steps (a crash): its session was never handed out.
            if (order.createdAt.getTime() < Date.now() - CREATING_ABANDONED_MS) {
              const note = "abandoned while being created";
              await repo.observe(order.id, { kind: "create-failed", note }, "reconciler");
            }
          } else {
            await askProvider(order.id, "reconciler");
          }
        } catch (error) {
          failures += 1;
          log.warn({ err: error, orderId: order.id }, "Reconciler: the order stays for the next pass");
        }
      }
      for (const refund of await repo.partialRefundsToFollow(RECONCILE_BATCH)) {
        try {
          await followPartialRefund(refund, "reconciler", "follow");
        } catch (error) {
          failures += 1;
          log.warn({ err: error, refundId: refund.id }, "Reconciler: the refund stays for the next pass");
        }
      }
      const receipts = await repo.receiptsDue(RECONCILE_BATCH);
      for (const orderId of receipts) await sendReceipt(orderId);
      return { checked: due.length, failures, receipts: receipts.length };
    },

    /** Asks the provider about an order and applies the answer (a provider's own checkout page). */
    confirm: askProvider,

    /** The item an order is for, as the result page shows it. */
    async orderItem(orderId: string) {
      return (await repo.orderSummary(orderId))?.item;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
