CREATE TABLE "sandbox_card_registrations" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text NOT NULL,
	"saved_token_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"activation_code" text NOT NULL,
	"phone" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text NOT NULL,
	"payment_option_token" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_accounts_activation_code_unique" UNIQUE("activation_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_chargeback_id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"refund_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "registration_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "gopay_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key_idx" ON "sandbox_refunds" USING btree ("order_id","refund_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "subscriptions_ended_idx" ON "subscriptions" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_registration_id_unique" UNIQUE("registration_id");