CREATE TABLE "workout_exercise_records" (
	"workout_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"best" double precision NOT NULL,
	"best_so_far" double precision NOT NULL,
	"is_pr" boolean NOT NULL,
	CONSTRAINT "workout_exercise_records_workout_id_exercise_key_pk" PRIMARY KEY("workout_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD CONSTRAINT "workout_exercise_records_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercise_records" ADD CONSTRAINT "workout_exercise_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_exercise_records_user_idx" ON "workout_exercise_records" USING btree ("user_id","exercise_key","completed_at" DESC NULLS LAST);