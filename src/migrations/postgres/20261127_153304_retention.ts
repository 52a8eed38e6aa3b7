import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'createCollectionExport';
  ALTER TABLE "contact_messages" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "team_up_requests" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "team_up_requests" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "talent_applications" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "talent_applications" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "candidates" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "candidates" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "support_requests" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "support_requests" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "subscribers" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "retention_candidate_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "retention_lead_months" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "retention_unconfirmed_subscriber_days" numeric DEFAULT 30;
  CREATE INDEX "contact_messages_quarantined_at_idx" ON "contact_messages" USING btree ("quarantined_at");
  CREATE INDEX "team_up_requests_quarantined_at_idx" ON "team_up_requests" USING btree ("quarantined_at");
  CREATE INDEX "talent_applications_quarantined_at_idx" ON "talent_applications" USING btree ("quarantined_at");
  CREATE INDEX "candidates_quarantined_at_idx" ON "candidates" USING btree ("quarantined_at");
  CREATE INDEX "support_requests_quarantined_at_idx" ON "support_requests" USING btree ("quarantined_at");
  CREATE INDEX "subscribers_quarantined_at_idx" ON "subscribers" USING btree ("quarantined_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'readInboundMail', 'readResume', 'interviewStep', 'sendJobAlerts', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'readInboundMail', 'readResume', 'interviewStep', 'sendJobAlerts', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contact_messages_quarantined_at_idx";
  DROP INDEX "team_up_requests_quarantined_at_idx";
  DROP INDEX "talent_applications_quarantined_at_idx";
  DROP INDEX "candidates_quarantined_at_idx";
  DROP INDEX "support_requests_quarantined_at_idx";
  DROP INDEX "subscribers_quarantined_at_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "legal_hold";
  ALTER TABLE "contact_messages" DROP COLUMN "quarantined_at";
  ALTER TABLE "team_up_requests" DROP COLUMN "legal_hold";
  ALTER TABLE "team_up_requests" DROP COLUMN "quarantined_at";
  ALTER TABLE "talent_applications" DROP COLUMN "legal_hold";
  ALTER TABLE "talent_applications" DROP COLUMN "quarantined_at";
  ALTER TABLE "candidates" DROP COLUMN "legal_hold";
  ALTER TABLE "candidates" DROP COLUMN "quarantined_at";
  ALTER TABLE "support_requests" DROP COLUMN "legal_hold";
  ALTER TABLE "support_requests" DROP COLUMN "quarantined_at";
  ALTER TABLE "subscribers" DROP COLUMN "legal_hold";
  ALTER TABLE "subscribers" DROP COLUMN "quarantined_at";
  ALTER TABLE "site_settings" DROP COLUMN "retention_candidate_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_lead_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_unconfirmed_subscriber_days";`)
}
