-- The old bookings table had no way to be written (there was no bookings API): start it empty.
DELETE FROM "live_session_bookings";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "coach_availability" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "coach_availability_weekday" CHECK ("coach_availability"."weekday" between 1 and 7),
	CONSTRAINT "coach_availability_times" CHECK ("coach_availability"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "coach_availability"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and "coach_availability"."start_time" < "coach_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"topics_covered" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_types_level" CHECK ("session_types"."level" in ('Beginner', 'Intermediate', 'Advanced', 'Pro')),
	CONSTRAINT "session_types_price" CHECK ("session_types"."price" > 0),
	CONSTRAINT "session_types_duration" CHECK ("session_types"."duration_minutes" between 15 and 240 and "session_types"."duration_minutes" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP CONSTRAINT "live_session_bookings_price";--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP CONSTRAINT "live_session_bookings_times";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_one_item";--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP CONSTRAINT "live_session_bookings_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "live_session_bookings_user";--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "session_type_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "title" text NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "time_zone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "learner_time_zone" text;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "starts_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "state" text DEFAULT 'HOLD' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "confirmation_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "reminder_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "reminder_1h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD CONSTRAINT "coach_availability_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_availability_coach" ON "coach_availability" USING btree ("coach_id","weekday");--> statement-breakpoint
CREATE INDEX "session_types_coach" ON "session_types" USING btree ("coach_id","position");--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_live_session_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."live_session_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_bookings_coach" ON "live_session_bookings" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_session_bookings_reminders" ON "live_session_bookings" USING btree ("starts_at") WHERE "live_session_bookings"."state" = 'CONFIRMED';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_booking" ON "orders" USING btree ("booking_id") WHERE booking_id is not null;--> statement-breakpoint
CREATE INDEX "live_session_bookings_user" ON "live_session_bookings" USING btree ("user_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP COLUMN "session_date";--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP COLUMN "start_time";--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP COLUMN "end_time";--> statement-breakpoint
ALTER TABLE "live_session_bookings" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_state" CHECK ("live_session_bookings"."state" in ('HOLD', 'CONFIRMED', 'CANCELLED', 'RELEASED'));--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_price" CHECK ("live_session_bookings"."price" > 0);--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_times" CHECK ("live_session_bookings"."starts_at" < "live_session_bookings"."ends_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_item" CHECK (num_nonnulls("orders"."course_id", "orders"."guide_id", "orders"."booking_id") = 1);--> statement-breakpoint
-- Two live holds or bookings of one coach never overlap: the database refuses the second.
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_no_overlap" EXCLUDE USING gist ("coach_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("state" in ('HOLD', 'CONFIRMED'));
