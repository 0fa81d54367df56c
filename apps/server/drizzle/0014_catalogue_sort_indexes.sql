CREATE INDEX "coaches_visible_name" ON "coaches" USING btree (lower("name"),"id") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "coaches_visible_newest" ON "coaches" USING btree ("created_at" DESC NULLS LAST,"id") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_name" ON "courses" USING btree (lower("name"),"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_newest" ON "courses" USING btree ("created_at" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_price" ON "courses" USING btree ("price","id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_visible_name" ON "games" USING btree (lower("name"),"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_visible_newest" ON "games" USING btree ("created_at" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_name" ON "guides" USING btree (lower("name"),"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_newest" ON "guides" USING btree ("created_at" DESC NULLS LAST,"id") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_price" ON "guides" USING btree ("price","id") WHERE is_approved and not disabled;