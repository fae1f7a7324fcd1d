ALTER TABLE "workout_exercise_records" ADD COLUMN "first_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "first_completed_number" integer;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "first_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "first_completed_name" text;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "record_set_weight" numeric;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "record_set_reps" integer;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "top_set_weight" numeric;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "top_set_reps" integer;--> statement-breakpoint
-- Issue 18: the history card's figures of the workouts already kept, as refreshRecords
-- (src/server/queries/personal-records.ts, summaryFiguresSql) keeps them from now on.
UPDATE "workout_exercise_records" r SET
  "first_set_at" = f.first_set_at,
  "first_completed_number" = f.first_completed_number,
  "first_completed_at" = f.first_completed_at,
  "first_completed_name" = f.first_completed_name,
  "record_set_weight" = f.record_set_weight,
  "record_set_reps" = f.record_set_reps,
  "top_set_weight" = f.top_set_weight,
  "top_set_reps" = f.top_set_reps
FROM (
  SELECT s.workout_id, lower(s.exercise_name) AS exercise_key,
    min(s.created_at) AS first_set_at,
    (array_agg(s.set_number ORDER BY s.set_number, s.created_at) FILTER (WHERE s.completed))[1] AS first_completed_number,
    (array_agg(s.created_at ORDER BY s.set_number, s.created_at) FILTER (WHERE s.completed))[1] AS first_completed_at,
    (array_agg(s.exercise_name ORDER BY s.set_number, s.created_at) FILTER (WHERE s.completed))[1] AS first_completed_name,
    (array_agg(s.weight ORDER BY CASE WHEN s.reps > 0 THEN s.weight::float8 * (1 + s.reps::float8 / 30) ELSE 0 END DESC, s.set_number, s.created_at)
      FILTER (WHERE s.completed AND NOT s.is_warmup))[1] AS record_set_weight,
    (array_agg(s.reps ORDER BY CASE WHEN s.reps > 0 THEN s.weight::float8 * (1 + s.reps::float8 / 30) ELSE 0 END DESC, s.set_number, s.created_at)
      FILTER (WHERE s.completed AND NOT s.is_warmup))[1] AS record_set_reps,
    (array_agg(s.weight ORDER BY s.weight::float8 DESC, s.reps DESC, s.set_number, s.created_at)
      FILTER (WHERE s.completed AND NOT s.is_warmup))[1] AS top_set_weight,
    (array_agg(s.reps ORDER BY s.weight::float8 DESC, s.reps DESC, s.set_number, s.created_at)
      FILTER (WHERE s.completed AND NOT s.is_warmup))[1] AS top_set_reps
  FROM "workout_sets" s
  GROUP BY s.workout_id, lower(s.exercise_name)
) f
WHERE r.workout_id = f.workout_id AND r.exercise_key = f.exercise_key;
