-- Events that earlier migrations of this run left pending fire now: a table with pending
-- trigger events cannot be altered. The column is filled at start by the figures' recount
-- (queries/figure-rules.ts, version 2).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "exercise_summary" text;