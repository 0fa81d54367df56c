CREATE TABLE "chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text,
	"guide_id" text,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chapters_one_owner" CHECK (num_nonnulls("chapters"."course_id", "chapters"."guide_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "coach_games" (
	"coach_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_games_coach_id_game_id_pk" PRIMARY KEY("coach_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"student" integer DEFAULT 0 NOT NULL,
	"achievements" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"area_of_operation" text DEFAULT '' NOT NULL,
	"notable_teams" text[] DEFAULT '{}'::text[] NOT NULL,
	"platform" text NOT NULL,
	"header_image" text NOT NULL,
	"hexagon_hor_image" text NOT NULL,
	"hexagon_ver_image" text NOT NULL,
	"new_flag" boolean DEFAULT false NOT NULL,
	"top_flag" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_platform" CHECK (platform in ('Mobile', 'PC', 'Console')),
	CONSTRAINT "coaches_rating" CHECK ("coaches"."rating" between 0 and 5),
	CONSTRAINT "coaches_counts" CHECK ("coaches"."popularity" >= 0 and "coaches"."student" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_coaches" (
	"course_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_coaches_course_id_coach_id_pk" PRIMARY KEY("course_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "course_games" (
	"course_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_games_course_id_game_id_pk" PRIMARY KEY("course_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"overview" text NOT NULL,
	"platform" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"header_image" text NOT NULL,
	"hexagon_image" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"top_flag" boolean DEFAULT false NOT NULL,
	"popular_flag" boolean DEFAULT false NOT NULL,
	"most_popular_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_platform" CHECK (platform in ('Mobile', 'PC', 'Console')),
	CONSTRAINT "courses_price" CHECK ("courses"."price" >= 0),
	CONSTRAINT "courses_popularity" CHECK ("courses"."popularity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"summary" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"header_image" text NOT NULL,
	"game_logo" text NOT NULL,
	"hexagon_thin_image" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"new_game_flag" boolean DEFAULT false NOT NULL,
	"top_game_flag" boolean DEFAULT false NOT NULL,
	"trending_game_flag" boolean DEFAULT false NOT NULL,
	"high1_game_flag" boolean DEFAULT false NOT NULL,
	"high2_game_flag" boolean DEFAULT false NOT NULL,
	"high3_game_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_platform" CHECK (platform in ('Mobile', 'PC', 'Console')),
	CONSTRAINT "games_popularity" CHECK ("games"."popularity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guide_coaches" (
	"guide_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_coaches_guide_id_coach_id_pk" PRIMARY KEY("guide_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "guide_games" (
	"guide_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_games_guide_id_game_id_pk" PRIMARY KEY("guide_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"header_image" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"new_flag" boolean DEFAULT false NOT NULL,
	"popular_flag" boolean DEFAULT false NOT NULL,
	"featured_flag" boolean DEFAULT false NOT NULL,
	"one_to_one_flag" boolean DEFAULT false NOT NULL,
	"pro_flag" boolean DEFAULT false NOT NULL,
	"casual_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_price" CHECK ("guides"."price" >= 0),
	CONSTRAINT "guides_counts" CHECK ("guides"."ranking" >= 0 and "guides"."upvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_session_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"level" text NOT NULL,
	"price" integer NOT NULL,
	"topics_covered" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text DEFAULT 'Success' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_session_bookings_price" CHECK ("live_session_bookings"."price" >= 0),
	CONSTRAINT "live_session_bookings_times" CHECK ("live_session_bookings"."start_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "live_session_bookings"."end_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "live_session_bookings"."start_time" < "live_session_bookings"."end_time")
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_email_lowercase" CHECK ("mailing_list_subscriptions"."email" = lower("mailing_list_subscriptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose" CHECK ("one_time_codes"."purpose" in ('verify-email', 'reset-password')),
	CONSTRAINT "one_time_codes_attempts" CHECK ("one_time_codes"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text,
	"guide_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"payment_session_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_one_item" CHECK (num_nonnulls("orders"."course_id", "orders"."guide_id") = 1),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount" > 0),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" = 'INR'),
	CONSTRAINT "orders_provider" CHECK ("orders"."provider" in ('cashfree', 'local')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('ACTIVE', 'PAID', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "package_games" (
	"package_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_games_package_id_game_id_pk" PRIMARY KEY("package_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text,
	"guide_id" text,
	"order_id" text,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_one_item" CHECK (num_nonnulls("purchases"."course_id", "purchases"."guide_id") = 1),
	CONSTRAINT "purchases_price" CHECK ("purchases"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_packages_price" CHECK ("subscription_packages"."price" >= 0),
	CONSTRAINT "subscription_packages_period" CHECK ("subscription_packages"."period" = 'month')
);
--> statement-breakpoint
CREATE TABLE "team_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"seats" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_plans_price" CHECK ("team_plans"."price" >= 0),
	CONSTRAINT "team_plans_seats" CHECK ("team_plans"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" text,
	"guide_id" text,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"image" text NOT NULL,
	"author" text,
	CONSTRAINT "testimonials_one_owner" CHECK (num_nonnulls("testimonials"."coach_id", "testimonials"."guide_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "user_game_interests" (
	"user_id" text NOT NULL,
	"game_id" text NOT NULL,
	CONSTRAINT "user_game_interests_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_version" integer DEFAULT 1 NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"verified_at" timestamp with time zone,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'Select' NOT NULL,
	"profile_image" text,
	"interested_in_coaching_1v1" boolean DEFAULT false NOT NULL,
	"interested_in_coaching_team" boolean DEFAULT false NOT NULL,
	"preferences_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role" CHECK ("users"."role" = 'user'),
	CONSTRAINT "users_gender" CHECK ("users"."gender" in ('Select', 'Male', 'Female', 'Others'))
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_games" ADD CONSTRAINT "coach_games_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_games" ADD CONSTRAINT "coach_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coaches" ADD CONSTRAINT "course_coaches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coaches" ADD CONSTRAINT "course_coaches_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_games" ADD CONSTRAINT "course_games_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_games" ADD CONSTRAINT "course_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_coaches" ADD CONSTRAINT "guide_coaches_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_coaches" ADD CONSTRAINT "guide_coaches_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_games" ADD CONSTRAINT "guide_games_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_games" ADD CONSTRAINT "guide_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_bookings" ADD CONSTRAINT "live_session_bookings_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_games" ADD CONSTRAINT "package_games_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_games" ADD CONSTRAINT "package_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_game_interests" ADD CONSTRAINT "user_game_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_game_interests" ADD CONSTRAINT "user_game_interests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_course" ON "chapters" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "chapters_guide" ON "chapters" USING btree ("guide_id","position");--> statement-breakpoint
CREATE INDEX "coach_games_reverse" ON "coach_games" USING btree ("game_id","coach_id");--> statement-breakpoint
CREATE INDEX "coaches_visible_popularity" ON "coaches" USING btree ("popularity" DESC NULLS LAST,"id") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "coaches_name" ON "coaches" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "coaches_name_trgm" ON "coaches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coaches_platform" ON "coaches" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "coaches_created" ON "coaches" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_coaches_reverse" ON "course_coaches" USING btree ("coach_id","course_id");--> statement-breakpoint
CREATE INDEX "course_games_reverse" ON "course_games" USING btree ("game_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_visible_popularity" ON "courses" USING btree ("popularity" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "courses_name" ON "courses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "courses_name_trgm" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_platform" ON "courses" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price");--> statement-breakpoint
CREATE INDEX "courses_created" ON "courses" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_visible_popularity" ON "games" USING btree ("popularity" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_name" ON "games" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "games_name_trgm" ON "games" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_platform" ON "games" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "games_created" ON "games" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guide_coaches_reverse" ON "guide_coaches" USING btree ("coach_id","guide_id");--> statement-breakpoint
CREATE INDEX "guide_games_reverse" ON "guide_games" USING btree ("game_id","guide_id");--> statement-breakpoint
CREATE INDEX "guides_visible_upvotes" ON "guides" USING btree ("upvotes" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_name" ON "guides" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "guides_name_trgm" ON "guides" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guides_price_idx" ON "guides" USING btree ("price");--> statement-breakpoint
CREATE INDEX "guides_created" ON "guides" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_session_bookings_user" ON "live_session_bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_user_purpose" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_session" ON "orders" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "package_games_reverse" ON "package_games" USING btree ("game_id","package_id");--> statement-breakpoint
CREATE INDEX "payment_events_order" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_course" ON "purchases" USING btree ("user_id","course_id") WHERE course_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_guide" ON "purchases" USING btree ("user_id","guide_id") WHERE guide_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_order" ON "purchases" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "testimonials_coach" ON "testimonials" USING btree ("coach_id","position");--> statement-breakpoint
CREATE INDEX "testimonials_guide" ON "testimonials" USING btree ("guide_id","position");--> statement-breakpoint
CREATE INDEX "user_game_interests_game" ON "user_game_interests" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");