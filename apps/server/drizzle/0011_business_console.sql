CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" in ('new', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"full" boolean NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_status" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('PENDING', 'SUCCESS', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_replies_message" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_full" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."full";--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_created" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_pending" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_cancelled_by" CHECK ("live_session_bookings"."cancelled_by" in ('learner', 'operator', 'coach'));--> statement-breakpoint
UPDATE "live_session_bookings" SET "cancelled_by" = 'learner' WHERE "state" = 'CANCELLED';--> statement-breakpoint
INSERT INTO "order_refunds" ("id", "order_id", "amount", "full", "reason", "status", "created_at", "settled_at")
SELECT 'RF' || substr("id", 3), "id", "amount", true, coalesce("refund_reason", 'refund'),
  CASE "status" WHEN 'REFUNDED' THEN 'SUCCESS' WHEN 'REFUND_CANCELLED' THEN 'CANCELLED' ELSE 'PENDING' END,
  coalesce("refunded_at", "updated_at"),
  CASE WHEN "status" = 'REFUND_PENDING' THEN NULL ELSE coalesce("refunded_at", "updated_at") END
FROM "orders" WHERE "status" IN ('REFUND_PENDING', 'REFUNDED', 'REFUND_CANCELLED');
