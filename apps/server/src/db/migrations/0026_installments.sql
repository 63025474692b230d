ALTER TABLE "activities" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "paid_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "net_received" numeric(12, 2);