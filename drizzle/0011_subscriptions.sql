CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"last4" text DEFAULT '' NOT NULL,
	"expiry" text DEFAULT '' NOT NULL,
	"masked_phone" text DEFAULT '' NOT NULL,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"masked_card" text NOT NULL,
	"card_type" text NOT NULL,
	"bank" text NOT NULL,
	"denies" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"token" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stb_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"state" text NOT NULL,
	"period_no" integer DEFAULT 1 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"package_id" integer,
	"method_id" integer,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"origin_order_id" text,
	"checked_at" timestamp with time zone,
	"noticed_renewal_period" integer,
	"noticed_failure_period" integer,
	"noticed_end_period" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_origin_order_id_unique" UNIQUE("origin_order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "method_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "payment_type" text DEFAULT 'bank_transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "masked_card" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "saved_token_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "saved_token_id_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_stb_id_stbs_id_fk" FOREIGN KEY ("stb_id") REFERENCES "public"."stbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("state","period_end");--> statement-breakpoint
CREATE INDEX "subscriptions_retry_idx" ON "subscriptions" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_idx" ON "subscriptions" USING btree ("stb_id","product_code") WHERE "subscriptions"."state" <> 'ended';