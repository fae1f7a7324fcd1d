CREATE TABLE "exercise_notes" (
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"exercise_name" text NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_notes_user_id_exercise_key_pk" PRIMARY KEY("user_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "exercise_notes" ADD CONSTRAINT "exercise_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Pinned notes are lifter data: they move the data version (docs/decisions/026).
CREATE CONSTRAINT TRIGGER "exercise_notes_version" AFTER INSERT OR UPDATE OR DELETE ON "exercise_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
