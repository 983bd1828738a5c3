CREATE TABLE "addon_packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_code" text NOT NULL,
	"product_type" integer NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"image_detail_url" text NOT NULL,
	"productgroup" text NOT NULL,
	"package_details" jsonb NOT NULL,
	CONSTRAINT "addon_packages_product_code_unique" UNIQUE("product_code")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"address_details" text NOT NULL,
	"rt" text,
	"rw" text,
	"province" text NOT NULL,
	"province_id" text NOT NULL,
	"city" text NOT NULL,
	"city_id" text NOT NULL,
	"district" text NOT NULL,
	"district_id" text NOT NULL,
	"subdistrict" text NOT NULL,
	"subdistrict_id" text NOT NULL,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"productgroup" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"type_channel" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sn" text,
	"package_id" integer,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"partner_name" text NOT NULL,
	"total_price" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_service" text DEFAULT '-' NOT NULL,
	"status" text NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"snap_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_snap_token_unique" UNIQUE("snap_token")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"transaction_status" text NOT NULL,
	"status_code" text NOT NULL,
	"gross_amount" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starter_packs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image_url" text NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"category" text NOT NULL,
	"productgroup" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stb_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"stb_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"servicename" text NOT NULL,
	"startdate" timestamp with time zone NOT NULL,
	"enddate" timestamp with time zone NOT NULL,
	"snapshot_image" text NOT NULL,
	"overlay_texts" jsonb NOT NULL,
	"order_id" text,
	CONSTRAINT "stb_packages_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "stbs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer,
	"name_stb" text NOT NULL,
	"owner_name" text NOT NULL,
	"location_stb" text DEFAULT 'general' NOT NULL,
	"account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"mnc_subscriber_id" text NOT NULL,
	"nik" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"mac_address" text NOT NULL,
	CONSTRAINT "stbs_sn_unique" UNIQUE("sn"),
	CONSTRAINT "stbs_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"avatar_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stb_packages" ADD CONSTRAINT "stb_packages_stb_id_stbs_id_fk" FOREIGN KEY ("stb_id") REFERENCES "public"."stbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stbs" ADD CONSTRAINT "stbs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_group_idx" ON "channels" USING btree ("productgroup");--> statement-breakpoint
CREATE UNIQUE INDEX "content_kind_slug_lang" ON "content_items" USING btree ("kind","slug","lang");--> statement-breakpoint
CREATE INDEX "otp_scope_phone_idx" ON "otp_codes" USING btree ("scope","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_once" ON "payment_notifications" USING btree ("order_id","transaction_status");