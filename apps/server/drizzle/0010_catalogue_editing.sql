ALTER TABLE "coaches" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_plans" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_plans" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_plans" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_deleted_disabled" CHECK ("coaches"."deleted_at" is null or "coaches"."disabled");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_deleted_disabled" CHECK ("courses"."deleted_at" is null or "courses"."disabled");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_deleted_disabled" CHECK ("games"."deleted_at" is null or "games"."disabled");--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_deleted_disabled" CHECK ("guides"."deleted_at" is null or "guides"."disabled");--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD CONSTRAINT "subscription_packages_deleted_disabled" CHECK ("subscription_packages"."deleted_at" is null or "subscription_packages"."disabled");--> statement-breakpoint
ALTER TABLE "team_plans" ADD CONSTRAINT "team_plans_deleted_disabled" CHECK ("team_plans"."deleted_at" is null or "team_plans"."disabled");