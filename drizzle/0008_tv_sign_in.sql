CREATE TABLE "tv_sign_ins" (
	"device_code_hash" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"client_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"poll_interval" integer NOT NULL,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tv_sign_ins" ADD CONSTRAINT "tv_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tv_sign_ins_user_code" ON "tv_sign_ins" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "tv_sign_ins_expires_at_idx" ON "tv_sign_ins" USING btree ("expires_at");