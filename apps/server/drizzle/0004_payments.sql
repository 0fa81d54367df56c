CREATE TABLE "local_payments" (
	"payment_session_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"last_attempt" text,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "local_payments_status" CHECK ("local_payments"."status" in ('ACTIVE', 'PAID')),
	CONSTRAINT "local_payments_refund" CHECK ("local_payments"."refunded_amount" between 0 and "local_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"source" text NOT NULL,
	"provider_payment_id" text,
	"provider_amount" numeric(12, 2),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'CREATING';--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_pkey";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_payment_id_type_pk" PRIMARY KEY("provider_payment_id","type");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "check_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unsettled" ON "orders" USING btree ("check_after") WHERE "orders"."status" in ('CREATING', 'ACTIVE', 'FAILED', 'REFUND_PENDING');--> statement-breakpoint
CREATE INDEX "orders_receipt_due" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'PAID' and "orders"."receipt_sent_at" is null;--> statement-breakpoint
-- Orders from before payments were taken (none in a real install): give a paid one the ids the new rules require.
UPDATE "orders" SET "provider_payment_id" = coalesce("provider_reference", "id"), "paid_at" = coalesce("paid_at", "updated_at") WHERE "status" = 'PAID';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_payment" CHECK ("orders"."status" not in ('PAID', 'REFUND_PENDING', 'REFUNDED') or ("orders"."paid_at" is not null and "orders"."provider_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_once_created" CHECK ("orders"."status" in ('CREATING', 'FAILED', 'EXPIRED') or "orders"."payment_session_id" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('CREATING', 'ACTIVE', 'FAILED', 'EXPIRED', 'PAID', 'REFUND_PENDING', 'REFUNDED'));