import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_purpose" AS ENUM('applications', 'client-sharing', 'newsletter', 'job-alerts', 'phone-contact');
  CREATE TYPE "public"."enum_consents_channel" AS ENUM('form', 'email-link', 'staff');
  ALTER TYPE "public"."enum_otp_codes_purpose" ADD VALUE 'client-login';
  ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'shared';
  ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'client-feedback';
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"candidate_id" integer,
  	"member_id" integer,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"client_id" integer,
  	"granted" boolean DEFAULT true,
  	"notice_version" varchar,
  	"language" varchar DEFAULT 'en',
  	"channel" "enum_consents_channel" DEFAULT 'staff' NOT NULL,
  	"note" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "candidate_shares" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"shortlist_id" integer,
  	"summary" varchar,
  	"shared_by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "candidate_shares_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_shares_id" integer;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_shares_texts" ADD CONSTRAINT "candidate_shares_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidate_shares"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");
  CREATE INDEX "consents_candidate_idx" ON "consents" USING btree ("candidate_id");
  CREATE INDEX "consents_member_idx" ON "consents" USING btree ("member_id");
  CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("purpose");
  CREATE INDEX "consents_client_idx" ON "consents" USING btree ("client_id");
  CREATE INDEX "consents_at_idx" ON "consents" USING btree ("at");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "candidate_shares_candidate_idx" ON "candidate_shares" USING btree ("candidate_id");
  CREATE INDEX "candidate_shares_client_idx" ON "candidate_shares" USING btree ("client_id");
  CREATE INDEX "candidate_shares_shortlist_idx" ON "candidate_shares" USING btree ("shortlist_id");
  CREATE INDEX "candidate_shares_shared_by_idx" ON "candidate_shares" USING btree ("shared_by_id");
  CREATE INDEX "candidate_shares_at_idx" ON "candidate_shares" USING btree ("at");
  CREATE INDEX "candidate_shares_updated_at_idx" ON "candidate_shares" USING btree ("updated_at");
  CREATE INDEX "candidate_shares_created_at_idx" ON "candidate_shares" USING btree ("created_at");
  CREATE INDEX "candidate_shares_texts_order_parent" ON "candidate_shares_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_shares_fk" FOREIGN KEY ("candidate_shares_id") REFERENCES "public"."candidate_shares"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_candidate_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_shares_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_shares" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_shares_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "candidate_shares" CASCADE;
  DROP TABLE "candidate_shares_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_shares_fk";
  
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_otp_codes_purpose";
  CREATE TYPE "public"."enum_otp_codes_purpose" AS ENUM('signup', 'reset');
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_otp_codes_purpose" USING "purpose"::"public"."enum_otp_codes_purpose";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'stage', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail', 'reply-received', 'deleted', 'merged');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_candidate_shares_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_shares_id";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_channel";`)
}
