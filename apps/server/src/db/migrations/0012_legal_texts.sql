CREATE TYPE "public"."legal_kind" AS ENUM('terms', 'privacy');--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"kind" "legal_kind" PRIMARY KEY NOT NULL,
	"draft" text NOT NULL,
	"published" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
