ALTER TABLE "provider_payments" DROP CONSTRAINT "provider_payments_purchase_id_purchases_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_payments" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "paid_by_operation" text;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Enrolments paid (or refunded) by a provider before this column: the first approved payment recorded for them paid it.
UPDATE "purchases" SET "paid_by_operation" = (
  SELECT "provider_payment_id" FROM "provider_payments"
  WHERE "provider_payments"."purchase_id" = "purchases"."id"
    AND "provider_payments"."provider"::text = "purchases"."way_to_pay"::text
    AND "provider_payments"."provider_payment_id" IS NOT NULL
    AND "provider_payments"."status" IN ('approved', 'COMPLETED', 'refunded', 'charged_back', 'REFUNDED')
  ORDER BY "provider_payments"."created_at" LIMIT 1
) WHERE "state" IN ('paid', 'refunded') AND "way_to_pay" IN ('mp', 'pp');
