ALTER TABLE "workout_sets" ADD COLUMN "kind" text DEFAULT 'working' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "rpe" double precision;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "superset" text;--> statement-breakpoint
-- decisions.md §13: every set keeps its meaning, a warm-up is kind warmup (the check below
-- holds is_warmup to it); the set templates of days and of shares' snapshots gain their kind.
UPDATE "workout_sets" SET "kind" = 'warmup' WHERE "is_warmup";--> statement-breakpoint
UPDATE "workout_days" d SET "exercises" = (
  SELECT jsonb_agg(jsonb_set(e, '{sets}', coalesce((
    SELECT jsonb_agg(s || jsonb_build_object('kind',
      CASE WHEN (s->>'isWarmup')::boolean THEN 'warmup' ELSE 'working' END) ORDER BY i)
    FROM jsonb_array_elements(e->'sets') WITH ORDINALITY AS x(s, i)), '[]'::jsonb)) ORDER BY o)
  FROM jsonb_array_elements(d."exercises") WITH ORDINALITY AS y(e, o))
WHERE jsonb_array_length(d."exercises") > 0;--> statement-breakpoint
UPDATE "shares" sh SET "workout_day_data" = (
  SELECT jsonb_agg(jsonb_set(day, '{exercises}', coalesce((
    SELECT jsonb_agg(jsonb_set(e, '{sets}', coalesce((
      SELECT jsonb_agg(s || jsonb_build_object('kind',
        CASE WHEN (s->>'isWarmup')::boolean THEN 'warmup' ELSE 'working' END) ORDER BY i)
      FROM jsonb_array_elements(e->'sets') WITH ORDINALITY AS x(s, i)), '[]'::jsonb)) ORDER BY o)
    FROM jsonb_array_elements(day->'exercises') WITH ORDINALITY AS y(e, o)), '[]'::jsonb)) ORDER BY n)
  FROM jsonb_array_elements(sh."workout_day_data") WITH ORDINALITY AS z(day, n))
WHERE jsonb_array_length(sh."workout_day_data") > 0;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_kind_check" CHECK ("workout_sets"."kind" in ('warmup', 'working', 'drop', 'failure') and "workout_sets"."is_warmup" = ("workout_sets"."kind" = 'warmup'));--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_rpe_check" CHECK ("workout_sets"."rpe" between 1 and 10 and "workout_sets"."rpe" * 2 = round("workout_sets"."rpe" * 2));