import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_breaches_status" AS ENUM('open', 'contained', 'closed');
  CREATE TABLE "privacy_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"changes" varchar NOT NULL,
  	"text_en" varchar NOT NULL,
  	"text_mr" varchar NOT NULL,
  	"text_hi" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "breaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"occurred_at" timestamp(3) with time zone,
  	"detected_at" timestamp(3) with time zone NOT NULL,
  	"data_affected" varchar NOT NULL,
  	"people_affected" numeric,
  	"description" varchar,
  	"board_told_at" timestamp(3) with time zone,
  	"people_told_at" timestamp(3) with time zone,
  	"actions" varchar,
  	"status" "enum_breaches_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_notices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "breaches_id" integer;
  CREATE UNIQUE INDEX "privacy_notices_version_idx" ON "privacy_notices" USING btree ("version");
  CREATE INDEX "privacy_notices_published_at_idx" ON "privacy_notices" USING btree ("published_at");
  CREATE INDEX "privacy_notices_updated_at_idx" ON "privacy_notices" USING btree ("updated_at");
  CREATE INDEX "privacy_notices_created_at_idx" ON "privacy_notices" USING btree ("created_at");
  CREATE INDEX "breaches_status_idx" ON "breaches" USING btree ("status");
  CREATE INDEX "breaches_updated_at_idx" ON "breaches" USING btree ("updated_at");
  CREATE INDEX "breaches_created_at_idx" ON "breaches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk" FOREIGN KEY ("privacy_notices_id") REFERENCES "public"."privacy_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breaches_fk" FOREIGN KEY ("breaches_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_notices_id");
  CREATE INDEX "payload_locked_documents_rels_breaches_id_idx" ON "payload_locked_documents_rels" USING btree ("breaches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "breaches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_notices" CASCADE;
  DROP TABLE "breaches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_breaches_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_breaches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "breaches_id";
  DROP TYPE "public"."enum_breaches_status";`)
}
