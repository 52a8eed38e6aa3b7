import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { STARTER_REPLY_TEMPLATES } from '../replyTemplates'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_activity_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers');
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail');
  CREATE TABLE "lead_activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_collection" "enum_lead_activity_lead_collection" NOT NULL,
  	"lead_id" numeric NOT NULL,
  	"type" "enum_lead_activity_type" DEFAULT 'note' NOT NULL,
  	"author_id" integer,
  	"author_name" varchar,
  	"subject" varchar,
  	"text" varchar NOT NULL,
  	"edited_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reply_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "follow_up_digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"leads" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_activity_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reply_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_up_digests_id" integer;
  ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_activity_author_idx" ON "lead_activity" USING btree ("author_id");
  CREATE INDEX "lead_activity_updated_at_idx" ON "lead_activity" USING btree ("updated_at");
  CREATE INDEX "lead_activity_created_at_idx" ON "lead_activity" USING btree ("created_at");
  CREATE INDEX "leadCollection_leadId_idx" ON "lead_activity" USING btree ("lead_collection","lead_id");
  CREATE INDEX "reply_templates_updated_at_idx" ON "reply_templates" USING btree ("updated_at");
  CREATE INDEX "reply_templates_created_at_idx" ON "reply_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "follow_up_digests_key_idx" ON "follow_up_digests" USING btree ("key");
  CREATE INDEX "follow_up_digests_updated_at_idx" ON "follow_up_digests" USING btree ("updated_at");
  CREATE INDEX "follow_up_digests_created_at_idx" ON "follow_up_digests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_activity_fk" FOREIGN KEY ("lead_activity_id") REFERENCES "public"."lead_activity"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reply_templates_fk" FOREIGN KEY ("reply_templates_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_up_digests_fk" FOREIGN KEY ("follow_up_digests_id") REFERENCES "public"."follow_up_digests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_activity_id");
  CREATE INDEX "payload_locked_documents_rels_reply_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("reply_templates_id");
  CREATE INDEX "payload_locked_documents_rels_follow_up_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_up_digests_id");`)
  // The starter saved replies, once; staff change or remove them afterwards.
  for (const template of STARTER_REPLY_TEMPLATES) {
    await db.execute(sql`INSERT INTO reply_templates (name, subject, body) VALUES (${template.name}, ${template.subject}, ${template.body})`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reply_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_up_digests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_activity" CASCADE;
  DROP TABLE "reply_templates" CASCADE;
  DROP TABLE "follow_up_digests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_activity_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reply_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_up_digests_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_activity_id_idx";
  DROP INDEX "payload_locked_documents_rels_reply_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_follow_up_digests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_activity_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reply_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_up_digests_id";
  DROP TYPE "public"."enum_lead_activity_lead_collection";
  DROP TYPE "public"."enum_lead_activity_type";`)
}
