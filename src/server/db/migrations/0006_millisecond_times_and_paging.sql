DROP INDEX "workouts_user_completed_idx";--> statement-breakpoint
DROP INDEX "workouts_day_completed_idx";--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ALTER COLUMN "completed_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "workouts" ALTER COLUMN "started_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "workouts" ALTER COLUMN "started_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "workouts" ALTER COLUMN "completed_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "workouts_user_completed_idx" ON "workouts" USING btree ("user_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "workouts"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "workouts_day_completed_idx" ON "workouts" USING btree ("workout_day_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "workouts"."completed_at" is not null;