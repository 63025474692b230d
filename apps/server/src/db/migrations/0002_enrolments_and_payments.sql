CREATE TYPE "public"."currency" AS ENUM('ARS', 'USD');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('mp', 'pp');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'paid', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_holder" text DEFAULT '' NOT NULL,
	"cuit" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"cbu" text DEFAULT '' NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"abroad_instructions" text DEFAULT '' NOT NULL,
	"early_payment_days" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"amount" numeric(12, 2),
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited after drizzle-kit generate: existing rows are carried over (none in any deployment that matters,
-- but the migration must be right anyway). The ways to pay take the issue's names: mercadopago → mp, paypal → pp;
-- a row without one was necessarily handled by hand, so it becomes a transfer.
ALTER TABLE "purchases" ALTER COLUMN "way_to_pay" SET DATA TYPE text;--> statement-breakpoint
UPDATE "purchases" SET "way_to_pay" = CASE "way_to_pay" WHEN 'mercadopago' THEN 'mp' WHEN 'paypal' THEN 'pp' ELSE coalesce("way_to_pay", 'transfer') END;--> statement-breakpoint
DROP TYPE "public"."way_to_pay";--> statement-breakpoint
CREATE TYPE "public"."way_to_pay" AS ENUM('transfer', 'mp', 'pp');--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "way_to_pay" SET DATA TYPE "public"."way_to_pay" USING "way_to_pay"::"public"."way_to_pay";--> statement-breakpoint
DROP INDEX "purchases_provider_payment_key";--> statement-breakpoint
DROP INDEX "purchases_user_idx";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "way_to_pay" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "currency" SET DATA TYPE "public"."currency" USING upper("currency")::"public"."currency";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "inscription_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "type_module" "module_type";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "course_date" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "state" "payment_state" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows: paid ones are in state paid; each gets a reference from its id; the item's title, module type and
-- course date are copied as new enrolments copy them. Pending rows get no deadline: the owner settles them by hand.
UPDATE "purchases" SET "state" = 'paid' WHERE "pay";--> statement-breakpoint
UPDATE "purchases" SET "reference" = 'INS-' || upper(substr(replace("id"::text, '-', ''), 1, 10));--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
UPDATE "purchases" p SET "inscription_title" = a."title" FROM "activities" a WHERE p."inscription_model" = 'Activity' AND a."id" = p."inscription_id";--> statement-breakpoint
UPDATE "purchases" p SET "inscription_title" = c."title", "course_date" = c."day" FROM "courses" c WHERE p."inscription_model" = 'Course' AND c."id" = p."inscription_id";--> statement-breakpoint
UPDATE "purchases" p SET "inscription_title" = m."title", "type_module" = m."type_module" FROM "modules" m WHERE p."inscription_model" = 'Module' AND m."id" = p."inscription_id";--> statement-breakpoint
-- Twins pending for the same person, item and way to pay would break the unique index below: the oldest stays.
UPDATE "purchases" p SET "state" = 'cancelled' WHERE p."state" = 'pending' AND EXISTS (SELECT 1 FROM "purchases" q WHERE q."state" = 'pending' AND q."user_id" = p."user_id" AND q."inscription_model" = p."inscription_model" AND q."inscription_id" = p."inscription_id" AND coalesce(q."course_date", '-infinity'::date) = coalesce(p."course_date", '-infinity'::date) AND q."way_to_pay" = p."way_to_pay" AND (q."created_at", q."id") < (p."created_at", p."id"));--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_payment_key" ON "provider_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "provider_payments_purchase_idx" ON "provider_payments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_reference_key" ON "purchases" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_pending_item_key" ON "purchases" USING btree ("user_id","inscription_model","inscription_id",coalesce("course_date", '-infinity'::date),"way_to_pay") WHERE "purchases"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "purchases_pending_deadline_idx" ON "purchases" USING btree ("deadline") WHERE "purchases"."state" = 'pending' and "purchases"."deadline" is not null;--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
-- A provider payment id kept on an old row becomes an attempt of that enrolment before the column goes.
INSERT INTO "provider_payments" ("purchase_id", "provider", "provider_payment_id", "status", "amount", "currency") SELECT "id", "way_to_pay"::text::"payment_provider", "provider_payment_id", CASE WHEN "pay" THEN 'approved' ELSE 'unknown' END, "amount", "currency"::text FROM "purchases" WHERE "provider_payment_id" IS NOT NULL AND "way_to_pay" IN ('mp', 'pp');--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pay_state_check" CHECK ("purchases"."pay" = ("purchases"."state" = 'paid'));