import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  PRIVACY_SEARCH_KIND,
  dropTableIndexStatements,
  postgresDropKindSearchStatements,
  postgresKindSearchStatements,
  tableIndexStatements,
} from '../leadSearch'

// Privacy requests become a lead kind of the inbox (docs/decisions/privacy.md, "Privacy requests in the inbox").

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_channel" AS ENUM('privacy-policy', 'account');
  CREATE TYPE "public"."enum_privacy_requests_notify_state" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_pending_privacy_requests_kind" AS ENUM('access', 'correction', 'erasure', 'withdrawal', 'grievance', 'nomination');
  ALTER TYPE "public"."enum_inbound_mail_lead_collection" ADD VALUE 'privacy-requests';
  ALTER TYPE "public"."enum_reply_templates_kinds" ADD VALUE 'privacy';
  ALTER TYPE "public"."enum_lead_activity_lead_collection" ADD VALUE 'privacy-requests' BEFORE 'candidates';
  CREATE TABLE "pending_privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_pending_privacy_requests_kind" NOT NULL,
  	"text" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  INSERT INTO "pending_privacy_requests" ("email", "kind", "text", "ip", "updated_at", "created_at")
    SELECT "email", CAST(CAST("kind" AS text) AS "enum_pending_privacy_requests_kind"), "text", "ip", "updated_at", "created_at" FROM "privacy_requests" WHERE "status" = 'unconfirmed';
  DELETE FROM "privacy_requests" WHERE "status" = 'unconfirmed';
  UPDATE "privacy_requests" SET "status" = CASE "status" WHEN 'answered' THEN 'closed' ELSE 'new' END;
  DROP TYPE "public"."enum_privacy_requests_status";
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('new', 'in-progress', 'won-placed', 'closed');
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_privacy_requests_status";
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_privacy_requests_status" USING "status"::"public"."enum_privacy_requests_status";
  ALTER TABLE "privacy_requests" ADD COLUMN "channel" "enum_privacy_requests_channel" DEFAULT 'privacy-policy';
  ALTER TABLE "privacy_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "privacy_requests" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "source_page" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "privacy_requests" ADD COLUMN "notify_state" "enum_privacy_requests_notify_state" DEFAULT 'pending';
  ALTER TABLE "privacy_requests" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "notify_error" varchar;
  UPDATE "privacy_requests" SET "notify_state" = NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pending_privacy_requests_id" integer;
  CREATE INDEX "pending_privacy_requests_email_idx" ON "pending_privacy_requests" USING btree ("email");
  CREATE INDEX "pending_privacy_requests_updated_at_idx" ON "pending_privacy_requests" USING btree ("updated_at");
  CREATE INDEX "pending_privacy_requests_created_at_idx" ON "pending_privacy_requests" USING btree ("created_at");
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pending_privacy_requests_fk" FOREIGN KEY ("pending_privacy_requests_id") REFERENCES "public"."pending_privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "privacy_requests_assignee_idx" ON "privacy_requests" USING btree ("assignee_id");
  CREATE INDEX "privacy_requests_follow_up_on_idx" ON "privacy_requests" USING btree ("follow_up_on");
  CREATE INDEX "privacy_requests_spam_idx" ON "privacy_requests" USING btree ("spam");
  CREATE INDEX "payload_locked_documents_rels_pending_privacy_requests_i_idx" ON "payload_locked_documents_rels" USING btree ("pending_privacy_requests_id");`)
  // A lead kind of the inbox: its paging and open-lead indexes and its search trigger (src/migrations/leadSearch.ts).
  for (const statement of [...tableIndexStatements(PRIVACY_SEARCH_KIND.table), ...postgresKindSearchStatements(PRIVACY_SEARCH_KIND)])
    await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of [...postgresDropKindSearchStatements(PRIVACY_SEARCH_KIND), ...dropTableIndexStatements(PRIVACY_SEARCH_KIND.table)])
    await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "pending_privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pending_privacy_requests" CASCADE;
  ALTER TABLE "privacy_requests" DROP CONSTRAINT "privacy_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pending_privacy_requests_fk";
  
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DEFAULT 'unconfirmed'::text;
  UPDATE "privacy_requests" SET "status" = CASE WHEN "status" IN ('closed', 'won-placed') OR "answered_at" IS NOT NULL THEN 'answered' ELSE 'open' END;
  DROP TYPE "public"."enum_privacy_requests_status";
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('unconfirmed', 'open', 'answered');
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DEFAULT 'unconfirmed'::"public"."enum_privacy_requests_status";
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_privacy_requests_status" USING "status"::"public"."enum_privacy_requests_status";
  ALTER TABLE "inbound_mail" ALTER COLUMN "lead_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_inbound_mail_lead_collection";
  CREATE TYPE "public"."enum_inbound_mail_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers');
  ALTER TABLE "inbound_mail" ALTER COLUMN "lead_collection" SET DATA TYPE "public"."enum_inbound_mail_lead_collection" USING "lead_collection"::"public"."enum_inbound_mail_lead_collection";
  ALTER TABLE "reply_templates_kinds" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_reply_templates_kinds";
  CREATE TYPE "public"."enum_reply_templates_kinds" AS ENUM('contact', 'teamUp', 'talent', 'support', 'subscriber');
  ALTER TABLE "reply_templates_kinds" ALTER COLUMN "value" SET DATA TYPE "public"."enum_reply_templates_kinds" USING "value"::"public"."enum_reply_templates_kinds";
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_activity_lead_collection";
  CREATE TYPE "public"."enum_lead_activity_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers', 'candidates', 'requirements');
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE "public"."enum_lead_activity_lead_collection" USING "lead_collection"::"public"."enum_lead_activity_lead_collection";
  DROP INDEX "privacy_requests_assignee_idx";
  DROP INDEX "privacy_requests_follow_up_on_idx";
  DROP INDEX "privacy_requests_spam_idx";
  DROP INDEX "payload_locked_documents_rels_pending_privacy_requests_i_idx";
  ALTER TABLE "privacy_requests" DROP COLUMN "channel";
  ALTER TABLE "privacy_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "privacy_requests" DROP COLUMN "follow_up_on";
  ALTER TABLE "privacy_requests" DROP COLUMN "first_reply_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "internal_notes";
  ALTER TABLE "privacy_requests" DROP COLUMN "source_page";
  ALTER TABLE "privacy_requests" DROP COLUMN "utm_source";
  ALTER TABLE "privacy_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "privacy_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "privacy_requests" DROP COLUMN "spam";
  ALTER TABLE "privacy_requests" DROP COLUMN "notify_state";
  ALTER TABLE "privacy_requests" DROP COLUMN "notified_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "notify_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pending_privacy_requests_id";
  DROP TYPE "public"."enum_privacy_requests_channel";
  DROP TYPE "public"."enum_privacy_requests_notify_state";
  DROP TYPE "public"."enum_pending_privacy_requests_kind";`)
}
