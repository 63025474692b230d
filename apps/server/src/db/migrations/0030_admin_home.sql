CREATE TABLE "admin_home_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_home_visits" ADD CONSTRAINT "admin_home_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_rejected_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."state" = 'rejected';--> statement-breakpoint
CREATE INDEX "purchases_transfer_to_confirm_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."state" = 'pending' and "purchases"."way_to_pay" = 'transfer';--> statement-breakpoint
CREATE INDEX "waiting_list_offer_idx" ON "waiting_list" USING btree ("offer_until") WHERE "waiting_list"."offer_until" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."state" = 'open';