DROP INDEX "referrals_referrer_user_id_idx";--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "status" text DEFAULT 'counted' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "signup_address" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referrals_referrer_user_id_idx" ON "referrals" USING btree ("referrer_user_id","status");