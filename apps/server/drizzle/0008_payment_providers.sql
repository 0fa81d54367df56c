CREATE TABLE "payment_providers" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider";--> statement-breakpoint
-- The providers of the orders made so far; the server adds its registry's names at every start.
INSERT INTO "payment_providers" ("name") SELECT DISTINCT "provider" FROM "orders" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_payment_providers_name_fk" FOREIGN KEY ("provider") REFERENCES "public"."payment_providers"("name") ON DELETE restrict ON UPDATE no action;