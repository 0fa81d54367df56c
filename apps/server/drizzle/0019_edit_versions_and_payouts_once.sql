ALTER TABLE "coach_payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "schedule_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_payouts_reference_unique" ON "coach_payouts" USING btree ("coach_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_payouts_idempotency_key" ON "coach_payouts" USING btree ("coach_id","idempotency_key");