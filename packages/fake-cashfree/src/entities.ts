/** Cashfree's requests and entities (version 2025-01-01) as the fake reads and answers them. */

type OrderStatus = "ACTIVE" | "PAID" | "EXPIRED" | "TERMINATED";
export type PaymentOutcome = "SUCCESS" | "FAILED" | "USER_DROPPED";
export type RefundStatus = "SUCCESS" | "PENDING" | "CANCELLED";

export interface CreateOrderRequest {
  order_id?: string;
  order_amount: number;
  order_currency: string;
  customer_details: {
    customer_id: string;
    customer_phone: string;
    customer_email?: string;
    customer_name?: string;
  };
  order_meta?: { return_url?: string; notify_url?: string; payment_methods?: string };
  order_expiry_time?: string;
  order_note?: string;
  order_tags?: Record<string, string>;
}

export interface TerminateOrderRequest {
  order_status: string;
}

export interface CreateRefundRequest {
  refund_amount: number;
  refund_id: string;
  refund_note?: string;
  refund_speed?: "STANDARD" | "INSTANT";
}

export interface OrderEntity {
  cf_order_id: string;
  created_at: string;
  customer_details: {
    customer_id: string;
    customer_phone: string;
    customer_email: string | null;
    customer_name: string | null;
    customer_uid: string | null;
  };
  entity: "order";
  order_amount: number;
  order_currency: string;
  order_expiry_time: string;
  order_id: string;
  order_meta: { return_url: string | null; notify_url: string | null; payment_methods: string | null };
  order_note: string | null;
  order_splits: [];
  order_status: OrderStatus;
  order_tags: Record<string, string> | null;
  payment_session_id: string;
  terminal_data: null;
}

export interface PaymentErrorDetails {
  error_code: string;
  error_description: string;
  error_reason: string;
  error_source: string;
}

export interface PaymentEntity {
  cf_payment_id: string;
  order_id: string;
  entity: "payment";
  error_details: PaymentErrorDetails | null;
  is_captured: boolean;
  order_amount: number;
  order_currency: string;
  payment_group: string;
  payment_currency: string;
  payment_amount: number;
  payment_time: string;
  payment_completion_time: string;
  payment_status: PaymentOutcome;
  payment_message: string;
  bank_reference: string | null;
  auth_id: null;
  payment_gateway_details: {
    gateway_name: string;
    gateway_order_id: string;
    gateway_payment_id: string;
    gateway_settlement: string;
    gateway_status_code: null;
  };
}

export interface RefundEntity {
  cf_payment_id: string;
  cf_refund_id: string;
  order_id: string;
  refund_id: string;
  entity: "refund";
  refund_amount: number;
  refund_currency: string;
  refund_note: string | null;
  refund_status: RefundStatus;
  refund_arn: string | null;
  refund_charge: number;
  status_description: string;
  metadata: null;
  refund_splits: [];
  refund_type: "MERCHANT_INITIATED";
  refund_mode: string;
  created_at: string;
  processed_at: string | null;
}

/** An answer of the API: HTTP status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export function apiError(status: number, type: string, code: string, message: string): ApiAnswer {
  return { status, body: { message, code, type } };
}
