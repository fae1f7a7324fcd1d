DROP INDEX "workout_exercise_records_user_idx";--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "workout_day_id" uuid;--> statement-breakpoint
-- Issue 46: the day of every kept row, as refreshRecords (src/server/queries/exercise-records.ts)
-- keeps it from now on.
UPDATE "workout_exercise_records" r SET "workout_day_id" = w.workout_day_id
FROM "workouts" w
WHERE w.id = r.workout_id AND w.workout_day_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "workout_exercise_records_day_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","workout_day_id","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST) WHERE "workout_exercise_records"."sets" > 0;--> statement-breakpoint
CREATE INDEX "workout_exercise_records_user_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST);
