import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_state" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_job_alerts_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_job_alerts_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig');
  CREATE TYPE "public"."enum_job_alerts_work_mode" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"state" "enum_job_alerts_state" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_job_alerts_frequency" DEFAULT 'weekly' NOT NULL,
  	"search_term" varchar,
  	"pillar" varchar,
  	"employment_type" "enum_job_alerts_employment_type",
  	"work_mode" "enum_job_alerts_work_mode",
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"last_period" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"consent_version" varchar,
  	"source_page" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"spam" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "openings" ADD COLUMN "opened_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_state_idx" ON "job_alerts" USING btree ("state");
  CREATE INDEX "job_alerts_last_period_idx" ON "job_alerts" USING btree ("last_period");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "openings_opened_at_idx" ON "openings" USING btree ("opened_at");
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");
  -- Roles published before this change: their first opening is taken as their posting date (job alerts).
  UPDATE "openings" SET "opened_at" = "date_posted" WHERE "status" <> 'draft' AND "opened_at" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  DROP INDEX "openings_opened_at_idx";
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  ALTER TABLE "openings" DROP COLUMN "opened_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  DROP TYPE "public"."enum_job_alerts_state";
  DROP TYPE "public"."enum_job_alerts_frequency";
  DROP TYPE "public"."enum_job_alerts_employment_type";
  DROP TYPE "public"."enum_job_alerts_work_mode";`)
}
