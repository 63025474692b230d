CREATE TABLE "agenda_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"title" text NOT NULL,
	"modality" text NOT NULL,
	"kind" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_entries_end_date_check" CHECK ("agenda_entries"."end_date" is null or "agenda_entries"."end_date" >= "agenda_entries"."date")
);
--> statement-breakpoint
CREATE INDEX "agenda_entries_date_idx" ON "agenda_entries" USING btree ("date");