ALTER TABLE "users" ADD COLUMN "unit" text DEFAULT 'lbs' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plates" jsonb;