import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_candidates_work_modes" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_candidates_employment_types" AS ENUM('full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig');
  CREATE TYPE "public"."enum_candidates_current_salary_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_candidates_expected_salary_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_candidates_source_kind" AS ENUM('site-application', 'role-application', 'staff-upload', 'import', 'sourced');
  CREATE TYPE "public"."enum_resumes_text_status" AS ENUM('pending', 'read', 'unreadable');
  ALTER TYPE "public"."enum_lead_activity_lead_collection" ADD VALUE 'candidates';
  CREATE TABLE "candidates_work_modes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_candidates_work_modes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "candidates_employment_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_candidates_employment_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "candidates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"location" varchar,
  	"headline" varchar,
  	"years_experience" numeric,
  	"notice_days" numeric,
  	"current_salary_amount" numeric,
  	"current_salary_unit" "enum_candidates_current_salary_unit",
  	"expected_salary_amount" numeric,
  	"expected_salary_unit" "enum_candidates_expected_salary_unit",
  	"links_linkedin" varchar,
  	"links_github" varchar,
  	"links_portfolio" varchar,
  	"source_kind" "enum_candidates_source_kind",
  	"source_source_page" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"source_utm_term" varchar,
  	"source_utm_content" varchar,
  	"member_id" integer,
  	"assignee_id" integer,
  	"from_resume" jsonb,
  	"suggestions" jsonb,
  	"merged_into_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "candidates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "candidates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"candidates_id" integer
  );
  
  CREATE TABLE "resumes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"application_id" integer,
  	"file" varchar,
  	"file_name" varchar,
  	"file_type" varchar,
  	"file_size" numeric,
  	"received_at" timestamp(3) with time zone,
  	"text_status" "enum_resumes_text_status" DEFAULT 'pending',
  	"text_error" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "talent_applications" ADD COLUMN "candidate_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "resumes_id" integer;
  ALTER TABLE "candidates_work_modes" ADD CONSTRAINT "candidates_work_modes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_employment_types" ADD CONSTRAINT "candidates_employment_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates" ADD CONSTRAINT "candidates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidates" ADD CONSTRAINT "candidates_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidates" ADD CONSTRAINT "candidates_merged_into_id_candidates_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidates_texts" ADD CONSTRAINT "candidates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resumes" ADD CONSTRAINT "resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resumes" ADD CONSTRAINT "resumes_application_id_talent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."talent_applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidates_work_modes_order_idx" ON "candidates_work_modes" USING btree ("order");
  CREATE INDEX "candidates_work_modes_parent_idx" ON "candidates_work_modes" USING btree ("parent_id");
  CREATE INDEX "candidates_employment_types_order_idx" ON "candidates_employment_types" USING btree ("order");
  CREATE INDEX "candidates_employment_types_parent_idx" ON "candidates_employment_types" USING btree ("parent_id");
  CREATE INDEX "candidates_email_idx" ON "candidates" USING btree ("email");
  CREATE INDEX "candidates_phone_idx" ON "candidates" USING btree ("phone");
  CREATE INDEX "candidates_member_idx" ON "candidates" USING btree ("member_id");
  CREATE INDEX "candidates_assignee_idx" ON "candidates" USING btree ("assignee_id");
  CREATE INDEX "candidates_merged_into_idx" ON "candidates" USING btree ("merged_into_id");
  CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");
  CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");
  CREATE INDEX "candidates_texts_order_parent" ON "candidates_texts" USING btree ("order","parent_id");
  CREATE INDEX "candidates_rels_order_idx" ON "candidates_rels" USING btree ("order");
  CREATE INDEX "candidates_rels_parent_idx" ON "candidates_rels" USING btree ("parent_id");
  CREATE INDEX "candidates_rels_path_idx" ON "candidates_rels" USING btree ("path");
  CREATE INDEX "candidates_rels_candidates_id_idx" ON "candidates_rels" USING btree ("candidates_id");
  CREATE INDEX "resumes_candidate_idx" ON "resumes" USING btree ("candidate_id");
  CREATE INDEX "resumes_application_idx" ON "resumes" USING btree ("application_id");
  CREATE INDEX "resumes_received_at_idx" ON "resumes" USING btree ("received_at");
  CREATE INDEX "resumes_text_status_idx" ON "resumes" USING btree ("text_status");
  CREATE INDEX "resumes_updated_at_idx" ON "resumes" USING btree ("updated_at");
  CREATE INDEX "resumes_created_at_idx" ON "resumes" USING btree ("created_at");
  ALTER TABLE "talent_applications" ADD CONSTRAINT "talent_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resumes_fk" FOREIGN KEY ("resumes_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "talent_applications_candidate_idx" ON "talent_applications" USING btree ("candidate_id");
  CREATE INDEX "payload_locked_documents_rels_candidates_id_idx" ON "payload_locked_documents_rels" USING btree ("candidates_id");
  CREATE INDEX "payload_locked_documents_rels_resumes_id_idx" ON "payload_locked_documents_rels" USING btree ("resumes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_work_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates_employment_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resumes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates_work_modes" CASCADE;
  DROP TABLE "candidates_employment_types" CASCADE;
  DROP TABLE "candidates" CASCADE;
  DROP TABLE "candidates_texts" CASCADE;
  DROP TABLE "candidates_rels" CASCADE;
  DROP TABLE "resumes" CASCADE;
  ALTER TABLE "talent_applications" DROP CONSTRAINT "talent_applications_candidate_id_candidates_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_resumes_fk";
  
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_activity_lead_collection";
  CREATE TYPE "public"."enum_lead_activity_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers');
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE "public"."enum_lead_activity_lead_collection" USING "lead_collection"::"public"."enum_lead_activity_lead_collection";
  DROP INDEX "talent_applications_candidate_idx";
  DROP INDEX "payload_locked_documents_rels_candidates_id_idx";
  DROP INDEX "payload_locked_documents_rels_resumes_id_idx";
  ALTER TABLE "talent_applications" DROP COLUMN "candidate_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "resumes_id";
  DROP TYPE "public"."enum_candidates_work_modes";
  DROP TYPE "public"."enum_candidates_employment_types";
  DROP TYPE "public"."enum_candidates_current_salary_unit";
  DROP TYPE "public"."enum_candidates_expected_salary_unit";
  DROP TYPE "public"."enum_candidates_source_kind";
  DROP TYPE "public"."enum_resumes_text_status";`)
}
