import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  postgresAfterLocalizing,
  postgresAfterUnlocalizing,
  postgresBeforeLocalizing,
  postgresBeforeUnlocalizing,
} from '../leadSearchLocalized'

// Open roles' title, summary, description and lists become per language (docs/decisions/languages.md, "Role content").
// Hand-edited: every existing role's texts are copied into English before the old columns go, and its existing list
// points become the English ones (the new column's default while it is added); down copies English back.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'mr', 'hi');
  CREATE TYPE "public"."enum__blogs_v_published_locale" AS ENUM('en', 'mr', 'hi');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'en', 'mr', 'hi');
  CREATE TABLE "openings_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_blogs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_blogs_v" ADD COLUMN "published_locale" "enum__blogs_v_published_locale";
  ALTER TABLE "openings_responsibilities" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "openings_responsibilities" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "openings_requirements" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "openings_requirements" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "exports" ADD COLUMN "locale" "enum_exports_locale" DEFAULT 'all';
  ALTER TABLE "openings_locales" ADD CONSTRAINT "openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "openings_locales_locale_parent_id_unique" ON "openings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blogs_v_snapshot_idx" ON "_blogs_v" USING btree ("snapshot");
  CREATE INDEX "_blogs_v_published_locale_idx" ON "_blogs_v" USING btree ("published_locale");
  CREATE INDEX "openings_responsibilities_locale_idx" ON "openings_responsibilities" USING btree ("_locale");
  CREATE INDEX "openings_requirements_locale_idx" ON "openings_requirements" USING btree ("_locale");
  INSERT INTO "openings_locales" ("title", "summary", "description", "_locale", "_parent_id")
    SELECT "title", "summary", "description", 'en', "id" FROM "openings";`)
  // The lead desk's search reads the English title from now on (leadSearchLocalized.ts).
  for (const statement of postgresBeforeLocalizing()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "openings" DROP COLUMN "title";
  ALTER TABLE "openings" DROP COLUMN "summary";
  ALTER TABLE "openings" DROP COLUMN "description";`)
  for (const statement of postgresAfterLocalizing()) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of postgresBeforeUnlocalizing()) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP INDEX "_blogs_v_snapshot_idx";
  DROP INDEX "_blogs_v_published_locale_idx";
  DROP INDEX "openings_responsibilities_locale_idx";
  DROP INDEX "openings_requirements_locale_idx";
  ALTER TABLE "openings" ADD COLUMN "title" varchar;
  ALTER TABLE "openings" ADD COLUMN "summary" varchar;
  ALTER TABLE "openings" ADD COLUMN "description" jsonb;
  UPDATE "openings" o SET "title" = l."title", "summary" = l."summary", "description" = l."description"
    FROM "openings_locales" l WHERE l."_parent_id" = o."id" AND l."_locale" = 'en';
  UPDATE "openings" SET "title" = '', "summary" = '', "description" = '{}'::jsonb WHERE "title" IS NULL;
  ALTER TABLE "openings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "openings" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "openings" ALTER COLUMN "description" SET NOT NULL;
  DELETE FROM "openings_responsibilities" WHERE "_locale" <> 'en';
  DELETE FROM "openings_requirements" WHERE "_locale" <> 'en';
  DROP TABLE "openings_locales" CASCADE;`)
  for (const statement of postgresAfterUnlocalizing()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "_blogs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_blogs_v" DROP COLUMN "published_locale";
  ALTER TABLE "openings_responsibilities" DROP COLUMN "_locale";
  ALTER TABLE "openings_requirements" DROP COLUMN "_locale";
  ALTER TABLE "exports" DROP COLUMN "locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__blogs_v_published_locale";
  DROP TYPE "public"."enum_exports_locale";`)
}
