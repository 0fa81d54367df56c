CREATE TABLE "coach_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_invitations_email_lowercase" CHECK ("coach_invitations"."email" = lower("coach_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "coach_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_payouts_amount" CHECK ("coach_payouts"."amount" > 0),
	CONSTRAINT "coach_payouts_reference" CHECK (char_length("coach_payouts"."reference") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "coach_time_off" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_time_off_days" CHECK ("coach_time_off"."first_day" <= "coach_time_off"."last_day"),
	CONSTRAINT "coach_time_off_note" CHECK (char_length("coach_time_off"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP CONSTRAINT "live_session_bookings_state";--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "min_notice_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "daily_cap" integer;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_confirmation_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_reminder_24h_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_reminder_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_reminder_1h_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "coach_reminder_1h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "outcome_by" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "summary_text" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "summary_practise" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "summary_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "summary_mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "summary_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_payouts" ADD CONSTRAINT "coach_payouts_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_payouts" ADD CONSTRAINT "coach_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_time_off" ADD CONSTRAINT "coach_time_off_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_invitations_token" ON "coach_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "coach_invitations_coach" ON "coach_invitations" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_payouts_coach" ON "coach_payouts" USING btree ("coach_id","paid_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_time_off_coach" ON "coach_time_off" USING btree ("coach_id","last_day");--> statement-breakpoint
CREATE UNIQUE INDEX "users_coach_unique" ON "users" USING btree ("coach_id");--> statement-breakpoint
-- Sessions booked before meeting rooms: a generated room each (the default base; the name unguessable).
UPDATE "live_session_bookings" SET "meeting_url" = 'https://meet.jit.si/ClutchAcademy-' || md5(random()::text || "id" || clock_timestamp()::text) WHERE "meeting_url" IS NULL AND "state" IN ('HOLD', 'CONFIRMED');--> statement-breakpoint
UPDATE "users" SET "roles" = array_remove("roles", 'coach') WHERE "coach_id" IS NULL AND 'coach' = any("roles");--> statement-breakpoint
UPDATE "users" SET "roles" = "roles" || '{coach}'::text[] WHERE "coach_id" IS NOT NULL AND NOT ('coach' = any("roles"));--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_meeting_url" CHECK ("coaches"."meeting_url" ~ '^https://');--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_min_notice" CHECK ("coaches"."min_notice_hours" between 2 and 336);--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_buffer" CHECK ("coaches"."buffer_minutes" between 0 and 60);--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_daily_cap" CHECK ("coaches"."daily_cap" between 1 and 24);--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_outcome_by" CHECK ("live_session_bookings"."outcome_by" in ('coach', 'auto'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_summary" CHECK (char_length("live_session_bookings"."summary_text") <= 4000 and cardinality("live_session_bookings"."summary_practise") <= 3);--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_meeting_url" CHECK ("live_session_bookings"."meeting_url" ~ '^https://');--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_state" CHECK ("live_session_bookings"."state" in ('HOLD', 'CONFIRMED', 'CANCELLED', 'RELEASED', 'COMPLETED', 'NO_SHOW'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coach_role" CHECK (("users"."coach_id" is not null) = ('coach' = any("users"."roles")));