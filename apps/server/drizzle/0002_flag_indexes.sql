CREATE INDEX "coaches_flag_new" ON "coaches" USING btree ("popularity" DESC NULLS LAST) WHERE "coaches"."new_flag" and not disabled;--> statement-breakpoint
CREATE INDEX "coaches_flag_top" ON "coaches" USING btree ("popularity" DESC NULLS LAST) WHERE "coaches"."top_flag" and not disabled;--> statement-breakpoint
CREATE INDEX "courses_flag_top" ON "courses" USING btree ("popularity" DESC NULLS LAST) WHERE "courses"."top_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "courses_flag_popular" ON "courses" USING btree ("popularity" DESC NULLS LAST) WHERE "courses"."popular_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "courses_flag_most_popular" ON "courses" USING btree ("popularity" DESC NULLS LAST) WHERE "courses"."most_popular_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_new" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."new_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_top" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."top_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_trending" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."trending_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_high1" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."high1_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_high2" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."high2_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_flag_high3" ON "games" USING btree ("popularity" DESC NULLS LAST) WHERE "games"."high3_game_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_new" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."new_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_popular" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."popular_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_featured" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."featured_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_one_to_one" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."one_to_one_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_pro" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."pro_flag" and is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_flag_casual" ON "guides" USING btree ("upvotes" DESC NULLS LAST) WHERE "guides"."casual_flag" and is_approved and not disabled;