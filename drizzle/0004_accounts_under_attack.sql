CREATE TABLE "login_failed_phones" (
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failed_phones_address_phone_pk" PRIMARY KEY("address","phone")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_sessions" ADD COLUMN "device_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failed_phones_at_idx" ON "login_failed_phones" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_throttle_forget_at_idx" ON "login_throttle" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "login_sessions_device_idx" ON "login_sessions" USING btree ("user_id","device_id");