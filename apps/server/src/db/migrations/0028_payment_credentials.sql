CREATE TABLE "payment_credentials" (
	"provider" "payment_provider" PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"hints" jsonb NOT NULL,
	"environment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
