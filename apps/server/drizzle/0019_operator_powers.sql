-- Taking powers back (docs/decisions/061): console sessions kept on the server, no-show disputes,
-- versions of console items and coach schedules, payouts recorded once.
CREATE TABLE "admin_console_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"factor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coach_payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "schedule_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "no_show_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "no_show_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_outcome" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_resolved_by" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "dispute_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_console_sessions" ADD CONSTRAINT "admin_console_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_console_sessions_user" ON "admin_console_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_resolved_by_users_id_fk" FOREIGN KEY ("dispute_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A payout's reference is unique for its coach: a reference recorded twice before this migration
-- keeps its first row as it is, and each later one gets " #n" appended, so the index can be made.
UPDATE "coach_payouts" AS p SET "reference" = left(p."reference", 190) || ' #' || d.n
  FROM (SELECT "id", row_number() OVER (PARTITION BY "coach_id", "reference" ORDER BY "created_at", "id") AS n
          FROM "coach_payouts") AS d
 WHERE d."id" = p."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_payouts_reference_unique" ON "coach_payouts" USING btree ("coach_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_payouts_idempotency_key" ON "coach_payouts" USING btree ("coach_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "live_session_bookings_open_disputes" ON "live_session_bookings" USING btree ("disputed_at") WHERE "live_session_bookings"."disputed_at" is not null and "live_session_bookings"."dispute_outcome" is null;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_note" CHECK (char_length("live_session_bookings"."dispute_note") <= 1000);--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute" CHECK (("live_session_bookings"."disputed_at" is null) = ("live_session_bookings"."dispute_note" is null) and ("live_session_bookings"."disputed_at" is null or "live_session_bookings"."state" = 'NO_SHOW'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_outcome" CHECK ("live_session_bookings"."dispute_outcome" in ('upheld', 'reversed'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_dispute_resolved" CHECK (("live_session_bookings"."dispute_outcome" is null) = ("live_session_bookings"."dispute_resolved_at" is null) and ("live_session_bookings"."dispute_outcome" is null or "live_session_bookings"."disputed_at" is not null));