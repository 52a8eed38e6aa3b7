import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The site settings' address words and office hours become per language (docs/decisions/languages.md, "Site
// settings"). Hand-edited: the stored texts are copied into English before the old columns go; down copies English
// back (the Marathi and Hindi texts go with the table).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_locales" (
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_region" varchar,
  	"address_country" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "site_settings_locales" ("address_street", "address_city", "address_region", "address_country", "hours", "_locale", "_parent_id")
    SELECT "address_street", "address_city", "address_region", "address_country", "hours", 'en', "id" FROM "site_settings";
  ALTER TABLE "site_settings" DROP COLUMN "address_street";
  ALTER TABLE "site_settings" DROP COLUMN "address_city";
  ALTER TABLE "site_settings" DROP COLUMN "address_region";
  ALTER TABLE "site_settings" DROP COLUMN "address_country";
  ALTER TABLE "site_settings" DROP COLUMN "hours";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "address_street" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "address_city" varchar DEFAULT 'Pune';
  ALTER TABLE "site_settings" ADD COLUMN "address_region" varchar DEFAULT 'Maharashtra';
  ALTER TABLE "site_settings" ADD COLUMN "address_country" varchar DEFAULT 'India';
  ALTER TABLE "site_settings" ADD COLUMN "hours" varchar DEFAULT 'Monday – Friday | 9 AM – 9 PM IST';
  UPDATE "site_settings" s SET "address_street" = l."address_street", "address_city" = COALESCE(l."address_city", s."address_city"),
    "address_region" = COALESCE(l."address_region", s."address_region"), "address_country" = COALESCE(l."address_country", s."address_country"),
    "hours" = COALESCE(l."hours", s."hours")
    FROM "site_settings_locales" l WHERE l."_parent_id" = s."id" AND l."_locale" = 'en';
  UPDATE "site_settings" SET "address_street" = '' WHERE "address_street" IS NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_street" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_region" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_country" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "hours" SET NOT NULL;
  DROP TABLE "site_settings_locales" CASCADE;`)
}
