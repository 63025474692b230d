CREATE TYPE "public"."arca_environment" AS ENUM('homologacion', 'produccion');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit-note');--> statement-breakpoint
CREATE TYPE "public"."invoice_state" AS ENUM('pending', 'authorised', 'rejected', 'skipped');--> statement-breakpoint
CREATE TABLE "arca_tickets" (
	"environment" "arca_environment" NOT NULL,
	"cuit" text NOT NULL,
	"certificate_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"sign_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "arca_tickets_environment_cuit_pk" PRIMARY KEY("environment","cuit")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"payment_at" timestamp with time zone NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"invoice_id" uuid,
	"state" "invoice_state" DEFAULT 'pending' NOT NULL,
	"environment" "arca_environment" NOT NULL,
	"cuit" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"type" smallint NOT NULL,
	"number" integer,
	"date" date,
	"service_from" date NOT NULL,
	"service_to" date NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"rate" numeric(18, 6) DEFAULT 1 NOT NULL,
	"doc_type" smallint DEFAULT 99 NOT NULL,
	"doc_number" text DEFAULT '0' NOT NULL,
	"receiver_condition" smallint DEFAULT 5 NOT NULL,
	"issuer" jsonb NOT NULL,
	"buyer" text NOT NULL,
	"email" text NOT NULL,
	"item" text NOT NULL,
	"cae" text,
	"cae_due" date,
	"arca_code" text,
	"arca_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"cuit" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"gross_income" text NOT NULL,
	"activity_start" date NOT NULL,
	"environment" "arca_environment" NOT NULL,
	"dollars" text DEFAULT 'invoice' NOT NULL,
	"certificate" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("purchase_id","payment_at","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("environment","cuit","point_of_sale","type","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");