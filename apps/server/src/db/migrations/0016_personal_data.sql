ALTER TYPE "public"."auth_token_kind" ADD VALUE 'delete';--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "unpaid_data_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE "jobs"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "purchases_erasable_idx" ON "purchases" USING btree ("deadline") WHERE "purchases"."state" in ('expired', 'cancelled') and "purchases"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "users_unconfirmed_idx" ON "users" USING btree ("created_at") WHERE "users"."confirmed_at" is null;