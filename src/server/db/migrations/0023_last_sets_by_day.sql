-- Events that earlier migrations of this run left pending on the table (migration 0020 updates
-- it) fire now: a table with pending trigger events cannot be altered.
SET CONSTRAINTS "workout_exercise_records_version" IMMEDIATE;--> statement-breakpoint
DROP INDEX "workout_exercise_records_user_idx";--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "workout_day_id" uuid;--> statement-breakpoint
-- Issue 46: the day of every kept row, as refreshRecords (src/server/queries/exercise-records.ts)
-- keeps it from now on. No answer changes, so no lifter's data version moves (migration 0019's
-- trigger would queue an event per row).
ALTER TABLE "workout_exercise_records" DISABLE TRIGGER "workout_exercise_records_version";--> statement-breakpoint
UPDATE "workout_exercise_records" r SET "workout_day_id" = w.workout_day_id
FROM "workouts" w
WHERE w.id = r.workout_id AND w.workout_day_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ENABLE TRIGGER "workout_exercise_records_version";--> statement-breakpoint
CREATE INDEX "workout_exercise_records_day_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","workout_day_id","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workout_exercise_records_user_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST);
