CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"inscription_id" uuid NOT NULL,
	"inscription_model" "inscription_model" NOT NULL,
	"inscription_title" text NOT NULL,
	"course_date" date,
	"offer_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_person_item_key" UNIQUE NULLS NOT DISTINCT("inscription_model","inscription_id","course_date","user_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_item_idx" ON "waiting_list" USING btree ("inscription_id","course_date","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_user_idx" ON "waiting_list" USING btree ("user_id");