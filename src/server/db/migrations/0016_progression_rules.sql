CREATE TABLE "progression_rules" (
	"user_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"exercise_name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"since" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progression_rules_user_id_exercise_key_pk" PRIMARY KEY("user_id","exercise_key")
);
--> statement-breakpoint
ALTER TABLE "progression_rules" ADD CONSTRAINT "progression_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;