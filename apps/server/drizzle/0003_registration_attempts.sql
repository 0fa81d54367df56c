CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"cookie_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_attempts_email_lowercase" CHECK ("registration_attempts"."email" = lower("registration_attempts"."email")),
	CONSTRAINT "registration_attempts_attempts" CHECK ("registration_attempts"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rate_counters_window" ON "rate_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attempts_cookie" ON "registration_attempts" USING btree ("cookie_hash");--> statement-breakpoint
CREATE INDEX "registration_attempts_email" ON "registration_attempts" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registration_attempts_expires" ON "registration_attempts" USING btree ("expires_at");--> statement-breakpoint
-- Sign-ups now wait in registration_attempts; an unverified user row is no account (it cannot sign
-- in or own anything), so such rows and the verification codes of the old scheme are dropped.
DELETE FROM "users" WHERE "verified_at" IS NULL AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."user_id" = "users"."id");--> statement-breakpoint
DELETE FROM "one_time_codes" WHERE "purpose" = 'verify-email';
