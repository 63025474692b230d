CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("first_name" || ' ' || "last_name" || ' ' || "email", 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_tab_idx" ON "purchases" USING btree ("inscription_model","type_module","finish","created_at");--> statement-breakpoint
CREATE INDEX "purchases_search_idx" ON "purchases" USING gin ("search_text" gin_trgm_ops);