ALTER TABLE "workout_exercise_records" ADD COLUMN "exercise_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "top_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "top_reps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "volume" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "sets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD COLUMN "working_sets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "workout_exercise_records" r SET
  "exercise_name" = f.exercise_name,
  "top_weight" = f.top_weight,
  "top_reps" = f.top_reps,
  "volume" = f.volume,
  "sets" = f.sets,
  "working_sets" = f.working_sets
FROM (
  SELECT s.workout_id, lower(s.exercise_name) AS exercise_key,
         min(s.exercise_name) AS exercise_name,
         coalesce((array_agg(s.weight ORDER BY s.weight DESC, s.reps DESC)
           FILTER (WHERE s.completed AND NOT s.is_warmup AND s.reps > 0))[1], 0)::float8 AS top_weight,
         coalesce((array_agg(s.reps ORDER BY s.weight DESC, s.reps DESC)
           FILTER (WHERE s.completed AND NOT s.is_warmup AND s.reps > 0))[1], 0) AS top_reps,
         coalesce(sum((s.weight + 0.5 * s.additional_weight) * s.reps) FILTER (WHERE s.completed), 0)::float8 AS volume,
         (count(*) FILTER (WHERE s.completed))::int AS sets,
         (count(*) FILTER (WHERE s.completed AND NOT s.is_warmup))::int AS working_sets
  FROM "workout_sets" s
  GROUP BY s.workout_id, lower(s.exercise_name)
) f
WHERE r.workout_id = f.workout_id AND r.exercise_key = f.exercise_key;
