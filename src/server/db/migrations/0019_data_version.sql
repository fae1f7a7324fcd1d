CREATE TABLE "lifter_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lifter_versions" ADD CONSTRAINT "lifter_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 35 (docs/decisions/026): what moves a lifter's data version, written by hand (the
-- generator knows no triggers). Every table a lifter's reads answer from has one trigger. They
-- are deferred to the commit, so the version row is the last lock a write takes: a write that
-- locks a workout first can never wait for that row while another holds it and waits for the
-- workout (no deadlock); and a transaction moves each lifter's version once, however many rows
-- it writes (an import), by the list of lifters it already moved in a setting of its own.
CREATE FUNCTION "move_lifter_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifter uuid;
  moved text := coalesce(current_setting('ironlog.moved_versions', true), '');
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    lifter := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    lifter := OLD.user_id;
  ELSE
    lifter := NEW.user_id;
  END IF;
  IF position(lifter::text IN moved) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ironlog.moved_versions', moved || lifter::text || ' ', true);
  -- Nothing for a lifter deleted in the same transaction (their rows go with them).
  INSERT INTO "lifter_versions" ("user_id", "version")
    SELECT "id", 1 FROM "users" WHERE "id" = lifter
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "lifter_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_version" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workout_days_version" AFTER INSERT OR UPDATE OR DELETE ON "workout_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workouts_version" AFTER INSERT OR UPDATE OR DELETE ON "workouts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workout_sets_version" AFTER INSERT OR UPDATE OR DELETE ON "workout_sets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workout_exercise_records_version" AFTER INSERT OR UPDATE OR DELETE ON "workout_exercise_records" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "body_weights_version" AFTER INSERT OR UPDATE OR DELETE ON "body_weights" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exercise_muscles_version" AFTER INSERT OR UPDATE OR DELETE ON "exercise_muscles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "progression_rules_version" AFTER INSERT OR UPDATE OR DELETE ON "progression_rules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_lifter_version"();
