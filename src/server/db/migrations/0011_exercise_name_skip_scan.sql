DROP INDEX "workout_sets_user_exercise_idx";--> statement-breakpoint
CREATE INDEX "workout_sets_user_exercise_idx" ON "workout_sets" USING btree ("user_id",lower("exercise_name"),"exercise_name");