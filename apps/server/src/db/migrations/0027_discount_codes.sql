CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"percent" integer,
	"amount_ars" numeric(12, 2),
	"amount_usd" numeric(12, 2),
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_uses" integer,
	"once_per_person" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "purchases_paid_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_discount_code_idx" ON "purchases" USING btree ("discount_code_id","state") WHERE "purchases"."discount_code_id" is not null;--> statement-breakpoint
CREATE INDEX "purchases_paid_idx" ON "purchases" USING btree ("paid_at","currency","amount","discount") WHERE "purchases"."state" = 'paid';