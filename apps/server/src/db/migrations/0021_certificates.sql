CREATE TYPE "public"."certificate_kind" AS ENUM('module', 'training');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid,
	"kind" "certificate_kind" NOT NULL,
	"module_id" uuid,
	"holder_name" text NOT NULL,
	"what" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"hours" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_revoked_reason_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_module_key" ON "certificates" USING btree ("user_id","module_id") WHERE "certificates"."kind" = 'module' and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_training_key" ON "certificates" USING btree ("user_id") WHERE "certificates"."kind" = 'training' and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");