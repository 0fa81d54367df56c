DROP INDEX "coaches_visible_popularity";--> statement-breakpoint
DROP INDEX "courses_visible_popularity";--> statement-breakpoint
DROP INDEX "games_visible_popularity";--> statement-breakpoint
DROP INDEX "guides_visible_upvotes";--> statement-breakpoint
CREATE INDEX "coaches_visible_popularity" ON "coaches" USING btree ("popularity" DESC NULLS LAST,"id","name") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_popularity" ON "courses" USING btree ("popularity" DESC NULLS LAST,"id","name") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "games_visible_popularity" ON "games" USING btree ("popularity" DESC NULLS LAST,"id","name") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_upvotes" ON "guides" USING btree ("upvotes" DESC NULLS LAST,"id","name") WHERE is_approved and not disabled;