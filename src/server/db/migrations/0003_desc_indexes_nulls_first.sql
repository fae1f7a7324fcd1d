DROP INDEX "shares_sender_idx";--> statement-breakpoint
DROP INDEX "shares_recipient_idx";--> statement-breakpoint
DROP INDEX "workout_exercise_records_user_idx";--> statement-breakpoint
DROP INDEX "workouts_user_completed_idx";--> statement-breakpoint
DROP INDEX "workouts_day_completed_idx";--> statement-breakpoint
CREATE INDEX "shares_sender_idx" ON "shares" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shares_recipient_idx" ON "shares" USING btree (lower("recipient_email"),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workout_exercise_records_user_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","completed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workouts_user_completed_idx" ON "workouts" USING btree ("user_id","completed_at" DESC NULLS FIRST) WHERE "workouts"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "workouts_day_completed_idx" ON "workouts" USING btree ("workout_day_id","completed_at" DESC NULLS FIRST) WHERE "workouts"."completed_at" is not null;