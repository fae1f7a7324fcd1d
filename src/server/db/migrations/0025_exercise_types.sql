-- Issue 40, docs/product/exercise-types.md: a set's time and distance, the lifter's distance unit, the types
-- lifters give their names. Every existing set is kept as it is (its new fields null).
-- Events that earlier migrations of this run left pending fire now: a table with pending
-- trigger events cannot be altered or dropped.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "distance_unit" text;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "duration" integer;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "distance" numeric;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_duration_check" CHECK ("workout_sets"."duration" between 0 and 86400);--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_distance_check" CHECK ("workout_sets"."distance" between 0 and 1000000);--> statement-breakpoint
CREATE TABLE "exercise_types" (
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"exercise_name" text NOT NULL,
	"type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_types_user_id_exercise_key_pk" PRIMARY KEY("user_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "exercise_types" ADD CONSTRAINT "exercise_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exercise_types_version" AFTER INSERT OR UPDATE OR DELETE ON "exercise_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
-- Issue 42's names: the table holds every per-workout figure, "counting" sets are every kind
-- but warm-up, "rule" sets those a progression rule reads. Its rows are derived from the sets:
-- the new table starts empty and the server computes them all again at its next start, by
-- the new rules (figure_rules, queries/figure-rules.ts), before it answers a request.
DROP TABLE "workout_exercise_records";--> statement-breakpoint
CREATE TABLE "workout_exercise_figures" (
	"workout_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"completed_at" timestamp (3) with time zone NOT NULL,
	"exercise_name" text DEFAULT '' NOT NULL,
	"exercise_type" text DEFAULT 'weight_reps' NOT NULL,
	"body_weight" numeric,
	"best" double precision NOT NULL,
	"score" numeric DEFAULT 0 NOT NULL,
	"score_so_far" numeric DEFAULT 0 NOT NULL,
	"is_pr" boolean NOT NULL,
	"top_weight" double precision DEFAULT 0 NOT NULL,
	"top_reps" integer DEFAULT 0 NOT NULL,
	"volume" numeric DEFAULT 0 NOT NULL,
	"sets" integer DEFAULT 0 NOT NULL,
	"counting_sets" integer DEFAULT 0 NOT NULL,
	"longest_duration" integer,
	"longest_weight" numeric,
	"farthest_distance" numeric,
	"farthest_duration" integer,
	"total_distance" numeric,
	"sets_so_far" integer DEFAULT 0 NOT NULL,
	"distance_sets_so_far" integer DEFAULT 0 NOT NULL,
	"weighted_distance_sets_so_far" integer DEFAULT 0 NOT NULL,
	"timed_sets_so_far" integer DEFAULT 0 NOT NULL,
	"first_set_at" timestamp with time zone,
	"first_completed_number" integer,
	"first_completed_at" timestamp with time zone,
	"first_completed_name" text,
	"record_set" json,
	"top_set" json,
	"rule_sets" json,
	"workout_day_id" uuid,
	CONSTRAINT "workout_exercise_figures_workout_id_exercise_key_pk" PRIMARY KEY("workout_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "workout_exercise_figures" ADD CONSTRAINT "workout_exercise_figures_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_figures" ADD CONSTRAINT "workout_exercise_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_user_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_day_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","workout_day_id","completed_at" DESC NULLS FIRST,"workout_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_best_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","best" DESC NULLS FIRST,"completed_at");--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_top_set_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","top_weight" DESC NULLS FIRST,"top_reps" DESC NULLS FIRST,"completed_at");--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_volume_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","volume" DESC NULLS FIRST,"completed_at");--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_longest_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","longest_duration" DESC NULLS FIRST,"longest_weight" DESC NULLS FIRST,"completed_at") WHERE "workout_exercise_figures"."longest_duration" is not null;--> statement-breakpoint
CREATE INDEX "workout_exercise_figures_farthest_idx" ON "workout_exercise_figures" USING btree ("user_id","exercise_key","farthest_distance" DESC NULLS FIRST,"completed_at") WHERE "workout_exercise_figures"."farthest_distance" is not null;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workout_exercise_figures_version" AFTER INSERT OR UPDATE OR DELETE ON "workout_exercise_figures" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE TABLE "figure_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL
);
