-- Decision 036: records and history summaries kept as the API answers them. Both are filled
-- at start by the figures' recount (queries/figure-rules.ts, version 2). Events that earlier
-- migrations of this run left pending fire now: a table with pending trigger events cannot be
-- altered.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "exercise_records" (
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"last_trained_at" timestamp (3) with time zone NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "exercise_records_user_id_exercise_key_pk" PRIMARY KEY("user_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "exercise_summary" text;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exercise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "exercise_records" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
