ALTER TABLE "workout_exercise_records" ADD COLUMN "counted_sets" json;--> statement-breakpoint
-- Issue 35: the counted sets of the workouts already kept, as refreshRecords
-- (src/server/queries/exercise-records.ts, with set-figures.ts countedSetsSql) keeps them from
-- now on.
UPDATE "workout_exercise_records" r SET "counted_sets" = f.counted_sets
FROM (
  SELECT s.workout_id, lower(s.exercise_name) AS exercise_key,
    json_agg(json_build_array(s.weight::text, s.reps, s.kind, s.rpe) ORDER BY s.set_number, s.created_at)
      FILTER (WHERE s.completed AND s.kind IN ('working', 'failure')) AS counted_sets
  FROM "workout_sets" s
  GROUP BY s.workout_id, lower(s.exercise_name)
) f
WHERE r.workout_id = f.workout_id AND r.exercise_key = f.exercise_key;
