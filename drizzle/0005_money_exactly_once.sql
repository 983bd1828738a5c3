CREATE TABLE "sandbox_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_status" text NOT NULL,
	"status_code" text NOT NULL,
	"fraud_status" text DEFAULT 'accept' NOT NULL,
	"gross_amount" text NOT NULL,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_after_close" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status","checked_at");--> statement-breakpoint
-- orders still open from before this release expire as the provider's (Snap's 24 h) would have
UPDATE "orders" SET "expires_at" = "created_at" + interval '1 day' WHERE "status" IN ('init', 'pending');
