import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inbound_mail_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers');
  ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'reply-received' BEFORE 'deleted';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'readInboundMail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'readInboundMail' BEFORE 'createCollectionExport';
  CREATE TABLE "inbound_mail" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar,
  	"from_name" varchar,
  	"from_address" varchar,
  	"received_at" timestamp(3) with time zone,
  	"text" varchar,
  	"message_id" varchar NOT NULL,
  	"lead_collection" "enum_inbound_mail_lead_collection",
  	"lead_id" numeric,
  	"matched_by" varchar,
  	"files" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inbound_mailboxes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"folder" varchar NOT NULL,
  	"uid_validity" varchar,
  	"last_uid" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inbound_mail_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inbound_mailboxes_id" integer;
  CREATE INDEX "inbound_mail_from_address_idx" ON "inbound_mail" USING btree ("from_address");
  CREATE INDEX "inbound_mail_received_at_idx" ON "inbound_mail" USING btree ("received_at");
  CREATE UNIQUE INDEX "inbound_mail_message_id_idx" ON "inbound_mail" USING btree ("message_id");
  CREATE INDEX "inbound_mail_lead_id_idx" ON "inbound_mail" USING btree ("lead_id");
  CREATE INDEX "inbound_mail_updated_at_idx" ON "inbound_mail" USING btree ("updated_at");
  CREATE INDEX "inbound_mail_created_at_idx" ON "inbound_mail" USING btree ("created_at");
  CREATE UNIQUE INDEX "inbound_mailboxes_folder_idx" ON "inbound_mailboxes" USING btree ("folder");
  CREATE INDEX "inbound_mailboxes_updated_at_idx" ON "inbound_mailboxes" USING btree ("updated_at");
  CREATE INDEX "inbound_mailboxes_created_at_idx" ON "inbound_mailboxes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inbound_mail_fk" FOREIGN KEY ("inbound_mail_id") REFERENCES "public"."inbound_mail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inbound_mailboxes_fk" FOREIGN KEY ("inbound_mailboxes_id") REFERENCES "public"."inbound_mailboxes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inbound_mail_id_idx" ON "payload_locked_documents_rels" USING btree ("inbound_mail_id");
  CREATE INDEX "payload_locked_documents_rels_inbound_mailboxes_id_idx" ON "payload_locked_documents_rels" USING btree ("inbound_mailboxes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inbound_mail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inbound_mailboxes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inbound_mail" CASCADE;
  DROP TABLE "inbound_mailboxes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inbound_mail_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inbound_mailboxes_fk";
  
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail', 'deleted');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_inbound_mail_id_idx";
  DROP INDEX "payload_locked_documents_rels_inbound_mailboxes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inbound_mail_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inbound_mailboxes_id";
  DROP TYPE "public"."enum_inbound_mail_lead_collection";`)
}
