CREATE TABLE "exercise_records" (
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"exercise_name" text NOT NULL,
	"exercise_type" text NOT NULL,
	"last_trained_at" timestamp (3) with time zone NOT NULL,
	"e1rm" double precision,
	"e1rm_workout_id" uuid,
	"e1rm_at" timestamp (3) with time zone,
	"top_weight" double precision,
	"top_reps" integer,
	"top_workout_id" uuid,
	"top_at" timestamp (3) with time zone,
	"volume" numeric,
	"volume_workout_id" uuid,
	"volume_at" timestamp (3) with time zone,
	"longest_duration" integer,
	"longest_weight" numeric,
	"longest_workout_id" uuid,
	"longest_at" timestamp (3) with time zone,
	"farthest_distance" numeric,
	"farthest_duration" integer,
	"farthest_workout_id" uuid,
	"farthest_at" timestamp (3) with time zone,
	"most_reps" numeric,
	"most_reps_workout_id" uuid,
	"most_reps_at" timestamp (3) with time zone,
	CONSTRAINT "exercise_records_user_id_exercise_key_pk" PRIMARY KEY("user_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every table a lifter's reads answer from moves the lifter's data version (0019_data_version.sql).
CREATE CONSTRAINT TRIGGER "exercise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "exercise_records" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
