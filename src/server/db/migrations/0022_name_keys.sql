CREATE TABLE "name_key_version" (
	"version" integer NOT NULL
);
--> statement-breakpoint
-- docs/product/trust-tokens-and-values.md: names are compared by the key the code computes
-- (src/shared/domain/names.ts nameKey), stored beside them, never by the database's lower(). The
-- keys written here are lower()'s, a first approximation: version 0 makes the app compute every
-- stored key again before it answers (src/server/queries/name-keys.ts rekeyNames). A database
-- with no names yet has nothing to compute: version 1, the code's.
INSERT INTO "name_key_version" ("version")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "workout_sets") OR EXISTS (SELECT 1 FROM "workout_days")
              OR EXISTS (SELECT 1 FROM "progression_rules") OR EXISTS (SELECT 1 FROM "exercise_muscles")
              OR EXISTS (SELECT 1 FROM "exercise_notes")
            THEN 0 ELSE 1 END;--> statement-breakpoint
DROP INDEX "workout_sets_workout_exercise_idx";--> statement-breakpoint
DROP INDEX "workout_sets_user_exercise_idx";--> statement-breakpoint
-- Computed as the table is rewritten, then kept as a plain column: no update of every set (each
-- would move its lifter's data version, migration 0019).
ALTER TABLE "workout_sets" ADD COLUMN "exercise_key" text GENERATED ALWAYS AS (lower("exercise_name")) STORED;--> statement-breakpoint
ALTER TABLE "workout_sets" ALTER COLUMN "exercise_key" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "workout_sets" ALTER COLUMN "exercise_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "workout_sets_workout_exercise_idx" ON "workout_sets" USING btree ("workout_id","exercise_key");--> statement-breakpoint
CREATE INDEX "workout_sets_user_exercise_idx" ON "workout_sets" USING btree ("user_id","exercise_key","exercise_name");--> statement-breakpoint
ALTER TABLE "workout_days" ADD COLUMN "exercise_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The days' data versions move now, not at commit: the table is altered again below.
SET CONSTRAINTS "workout_days_version" IMMEDIATE;--> statement-breakpoint
UPDATE "workout_days" d SET "exercise_keys" = ARRAY(
  SELECT lower(x.exercise->>'name')
  FROM jsonb_array_elements(d."exercises") WITH ORDINALITY AS x(exercise, ord)
  ORDER BY x.ord
);--> statement-breakpoint
ALTER TABLE "workout_days" ADD CONSTRAINT "workout_days_exercise_keys_check" CHECK (cardinality("workout_days"."exercise_keys") = jsonb_array_length("workout_days"."exercises"));
