ALTER TABLE "live_session_bookings" ADD COLUMN "no_show_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "no_show_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_outcome" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_resolved_by" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_resolved_by_users_id_fk" FOREIGN KEY ("dispute_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_bookings_open_disputes" ON "live_session_bookings" USING btree ("disputed_at") WHERE "live_session_bookings"."disputed_at" is not null and "live_session_bookings"."dispute_outcome" is null;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_note" CHECK (char_length("live_session_bookings"."dispute_note") <= 1000);--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute" CHECK (("live_session_bookings"."disputed_at" is null) = ("live_session_bookings"."dispute_note" is null) and ("live_session_bookings"."disputed_at" is null or "live_session_bookings"."state" = 'NO_SHOW'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_outcome" CHECK ("live_session_bookings"."dispute_outcome" in ('upheld', 'reversed'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_resolved" CHECK (("live_session_bookings"."dispute_outcome" is null) = ("live_session_bookings"."dispute_resolved_at" is null) and ("live_session_bookings"."dispute_outcome" is null or "live_session_bookings"."disputed_at" is not null));