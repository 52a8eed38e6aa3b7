import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'corrected';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buildDataExport' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buildDataExport' BEFORE 'createCollectionExport';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'stage', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail', 'reply-received', 'deleted', 'merged', 'interview', 'shared', 'client-feedback');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'readInboundMail', 'readResume', 'interviewStep', 'sendJobAlerts', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'readInboundMail', 'readResume', 'interviewStep', 'sendJobAlerts', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
