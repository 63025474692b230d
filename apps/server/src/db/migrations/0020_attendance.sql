CREATE TABLE "attendance" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"hours" jsonb,
	"override" boolean,
	"note" text DEFAULT '' NOT NULL,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"day_hours" jsonb NOT NULL,
	"allowed_missed_hours" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_settings_single_row" CHECK ("training_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;