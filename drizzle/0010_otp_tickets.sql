ALTER TABLE "otp_codes" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
-- a phone verified on two boxes before this index (the race it closes) stays on the first box
UPDATE "stbs" SET "phone_verified" = false WHERE "phone_verified" AND "id" <> (SELECT min(s2."id") FROM "stbs" s2 WHERE s2."phone" = "stbs"."phone" AND s2."phone_verified");--> statement-breakpoint
CREATE UNIQUE INDEX "stbs_verified_phone_idx" ON "stbs" USING btree ("phone") WHERE "stbs"."phone_verified";
