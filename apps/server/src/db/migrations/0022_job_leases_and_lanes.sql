CREATE TABLE "job_pace" (
	"kind" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
-- The periodic jobs (one row each, keyed by their name) move to their own lane.
UPDATE "jobs" SET "priority" = 1 WHERE "key" = "kind" AND "kind" <> 'mail';
