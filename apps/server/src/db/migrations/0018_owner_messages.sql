CREATE TABLE "owner_message_recipients" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mail_key" text NOT NULL,
	CONSTRAINT "owner_message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "owner_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"inscription_model" "inscription_model" NOT NULL,
	"inscription_id" uuid NOT NULL,
	"course_date" date,
	"list_title" text NOT NULL,
	"include_pending" boolean NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_message_recipients" ADD CONSTRAINT "owner_message_recipients_message_id_owner_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."owner_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_message_recipients" ADD CONSTRAINT "owner_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_messages" ADD CONSTRAINT "owner_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_message_recipients_user_idx" ON "owner_message_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "owner_messages_list_idx" ON "owner_messages" USING btree ("inscription_id","created_at");