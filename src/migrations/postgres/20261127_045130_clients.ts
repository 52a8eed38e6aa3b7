import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_client_companies_status" AS ENUM('prospect', 'active', 'paused');
  CREATE TYPE "public"."enum_requirements_status" AS ENUM('open', 'on-hold', 'filled', 'cancelled');
  CREATE TYPE "public"."enum_requirements_budget_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_requirements_work_mode" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_requirements_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig');
  CREATE TYPE "public"."enum_shortlists_candidates_decision" AS ENUM('interview', 'reject', 'question');
  CREATE TYPE "public"."enum_shortlists_status" AS ENUM('draft', 'sent');
  CREATE TYPE "public"."enum_interviews_status" AS ENUM('proposed', 'booked', 'cancelled', 'done');
  CREATE TYPE "public"."enum_interviews_feedback_decision" AS ENUM('move-forward', 'not-a-fit');
  CREATE TYPE "public"."enum_placements_salary_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_placements_fee_kind" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_placements_invoice_status" AS ENUM('to-invoice', 'invoiced', 'paid');
  CREATE TABLE "client_companies_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar
  );
  
  CREATE TABLE "client_companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"industry" varchar,
  	"city" varchar,
  	"gstin" varchar,
  	"status" "enum_client_companies_status" DEFAULT 'prospect' NOT NULL,
  	"owner_id" integer,
  	"converted_from_id" integer,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "requirements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"client_id" integer NOT NULL,
  	"headcount" numeric DEFAULT 1 NOT NULL,
  	"status" "enum_requirements_status" DEFAULT 'open' NOT NULL,
  	"owner_id" integer,
  	"opening_id" integer,
  	"confidential" boolean DEFAULT false,
  	"experience_min" numeric,
  	"experience_max" numeric,
  	"budget_min" numeric,
  	"budget_max" numeric,
  	"budget_unit" "enum_requirements_budget_unit" DEFAULT 'year',
  	"location" varchar,
  	"work_mode" "enum_requirements_work_mode",
  	"employment_type" "enum_requirements_employment_type",
  	"target_start" timestamp(3) with time zone,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "requirements_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "shortlists_candidates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"application_id" integer,
  	"summary" varchar,
  	"show_full_name" boolean DEFAULT false,
  	"show_email" boolean DEFAULT false,
  	"show_phone" boolean DEFAULT false,
  	"show_expected_salary" boolean DEFAULT false,
  	"resume_id" integer,
  	"mask_resume" boolean DEFAULT true,
  	"decision" "enum_shortlists_candidates_decision",
  	"decision_reason" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by" varchar,
  	"decision_text" varchar
  );
  
  CREATE TABLE "shortlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"requirement_id" integer NOT NULL,
  	"client_id" integer,
  	"status" "enum_shortlists_status" DEFAULT 'draft' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"sent_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "interviews_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"minutes" numeric DEFAULT 60 NOT NULL
  );
  
  CREATE TABLE "interviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"candidate_id" integer NOT NULL,
  	"application_id" integer,
  	"requirement_id" integer,
  	"client_id" integer,
  	"status" "enum_interviews_status" DEFAULT 'proposed' NOT NULL,
  	"place" varchar,
  	"video_link" varchar,
  	"booked_slot" varchar,
  	"ics_uid" varchar,
  	"ics_sequence" numeric DEFAULT 0,
  	"reminder24h_sent_at" timestamp(3) with time zone,
  	"reminder2h_sent_at" timestamp(3) with time zone,
  	"feedback_decision" "enum_interviews_feedback_decision",
  	"feedback_reason" varchar,
  	"feedback_at" timestamp(3) with time zone,
  	"feedback_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "interviews_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "placements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"candidate_id" integer NOT NULL,
  	"application_id" integer,
  	"client_id" integer NOT NULL,
  	"requirement_id" integer,
  	"recruiter_id" integer,
  	"joining_date" timestamp(3) with time zone NOT NULL,
  	"guarantee_ends" timestamp(3) with time zone,
  	"salary_amount" numeric,
  	"salary_unit" "enum_placements_salary_unit" DEFAULT 'year',
  	"fee_kind" "enum_placements_fee_kind" DEFAULT 'percent',
  	"fee_percent" numeric,
  	"fee_amount" numeric,
  	"invoice_status" "enum_placements_invoice_status" DEFAULT 'to-invoice' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "openings" ADD COLUMN "requirement_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_companies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "requirements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shortlists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "interviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "placements_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "replacement_guarantee_days" numeric DEFAULT 90;
  ALTER TABLE "client_companies_contacts" ADD CONSTRAINT "client_companies_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_converted_from_id_team_up_requests_id_fk" FOREIGN KEY ("converted_from_id") REFERENCES "public"."team_up_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requirements" ADD CONSTRAINT "requirements_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requirements" ADD CONSTRAINT "requirements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requirements" ADD CONSTRAINT "requirements_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requirements_texts" ADD CONSTRAINT "requirements_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shortlists_candidates" ADD CONSTRAINT "shortlists_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlists_candidates" ADD CONSTRAINT "shortlists_candidates_application_id_talent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."talent_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlists_candidates" ADD CONSTRAINT "shortlists_candidates_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlists_candidates" ADD CONSTRAINT "shortlists_candidates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews_slots" ADD CONSTRAINT "interviews_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_talent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."talent_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews_texts" ADD CONSTRAINT "interviews_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_talent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."talent_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_client_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_companies_contacts_order_idx" ON "client_companies_contacts" USING btree ("_order");
  CREATE INDEX "client_companies_contacts_parent_id_idx" ON "client_companies_contacts" USING btree ("_parent_id");
  CREATE INDEX "client_companies_name_idx" ON "client_companies" USING btree ("name");
  CREATE INDEX "client_companies_status_idx" ON "client_companies" USING btree ("status");
  CREATE INDEX "client_companies_owner_idx" ON "client_companies" USING btree ("owner_id");
  CREATE INDEX "client_companies_converted_from_idx" ON "client_companies" USING btree ("converted_from_id");
  CREATE INDEX "client_companies_updated_at_idx" ON "client_companies" USING btree ("updated_at");
  CREATE INDEX "client_companies_created_at_idx" ON "client_companies" USING btree ("created_at");
  CREATE INDEX "requirements_client_idx" ON "requirements" USING btree ("client_id");
  CREATE INDEX "requirements_status_idx" ON "requirements" USING btree ("status");
  CREATE INDEX "requirements_owner_idx" ON "requirements" USING btree ("owner_id");
  CREATE INDEX "requirements_opening_idx" ON "requirements" USING btree ("opening_id");
  CREATE INDEX "requirements_updated_at_idx" ON "requirements" USING btree ("updated_at");
  CREATE INDEX "requirements_created_at_idx" ON "requirements" USING btree ("created_at");
  CREATE INDEX "requirements_texts_order_parent" ON "requirements_texts" USING btree ("order","parent_id");
  CREATE INDEX "shortlists_candidates_order_idx" ON "shortlists_candidates" USING btree ("_order");
  CREATE INDEX "shortlists_candidates_parent_id_idx" ON "shortlists_candidates" USING btree ("_parent_id");
  CREATE INDEX "shortlists_candidates_candidate_idx" ON "shortlists_candidates" USING btree ("candidate_id");
  CREATE INDEX "shortlists_candidates_application_idx" ON "shortlists_candidates" USING btree ("application_id");
  CREATE INDEX "shortlists_candidates_resume_idx" ON "shortlists_candidates" USING btree ("resume_id");
  CREATE INDEX "shortlists_requirement_idx" ON "shortlists" USING btree ("requirement_id");
  CREATE INDEX "shortlists_client_idx" ON "shortlists" USING btree ("client_id");
  CREATE INDEX "shortlists_status_idx" ON "shortlists" USING btree ("status");
  CREATE INDEX "shortlists_sent_at_idx" ON "shortlists" USING btree ("sent_at");
  CREATE INDEX "shortlists_sent_by_idx" ON "shortlists" USING btree ("sent_by_id");
  CREATE INDEX "shortlists_updated_at_idx" ON "shortlists" USING btree ("updated_at");
  CREATE INDEX "shortlists_created_at_idx" ON "shortlists" USING btree ("created_at");
  CREATE INDEX "interviews_slots_order_idx" ON "interviews_slots" USING btree ("_order");
  CREATE INDEX "interviews_slots_parent_id_idx" ON "interviews_slots" USING btree ("_parent_id");
  CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id");
  CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");
  CREATE INDEX "interviews_requirement_idx" ON "interviews" USING btree ("requirement_id");
  CREATE INDEX "interviews_client_idx" ON "interviews" USING btree ("client_id");
  CREATE INDEX "interviews_status_idx" ON "interviews" USING btree ("status");
  CREATE INDEX "interviews_reminder24h_sent_at_idx" ON "interviews" USING btree ("reminder24h_sent_at");
  CREATE INDEX "interviews_reminder2h_sent_at_idx" ON "interviews" USING btree ("reminder2h_sent_at");
  CREATE INDEX "interviews_updated_at_idx" ON "interviews" USING btree ("updated_at");
  CREATE INDEX "interviews_created_at_idx" ON "interviews" USING btree ("created_at");
  CREATE INDEX "interviews_texts_order_parent" ON "interviews_texts" USING btree ("order","parent_id");
  CREATE INDEX "placements_candidate_idx" ON "placements" USING btree ("candidate_id");
  CREATE INDEX "placements_application_idx" ON "placements" USING btree ("application_id");
  CREATE INDEX "placements_client_idx" ON "placements" USING btree ("client_id");
  CREATE INDEX "placements_requirement_idx" ON "placements" USING btree ("requirement_id");
  CREATE INDEX "placements_recruiter_idx" ON "placements" USING btree ("recruiter_id");
  CREATE INDEX "placements_joining_date_idx" ON "placements" USING btree ("joining_date");
  CREATE INDEX "placements_guarantee_ends_idx" ON "placements" USING btree ("guarantee_ends");
  CREATE INDEX "placements_invoice_status_idx" ON "placements" USING btree ("invoice_status");
  CREATE INDEX "placements_updated_at_idx" ON "placements" USING btree ("updated_at");
  CREATE INDEX "placements_created_at_idx" ON "placements" USING btree ("created_at");
  ALTER TABLE "openings" ADD CONSTRAINT "openings_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_companies_fk" FOREIGN KEY ("client_companies_id") REFERENCES "public"."client_companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_requirements_fk" FOREIGN KEY ("requirements_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shortlists_fk" FOREIGN KEY ("shortlists_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_interviews_fk" FOREIGN KEY ("interviews_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_placements_fk" FOREIGN KEY ("placements_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "openings_requirement_idx" ON "openings" USING btree ("requirement_id");
  CREATE INDEX "payload_locked_documents_rels_client_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("client_companies_id");
  CREATE INDEX "payload_locked_documents_rels_requirements_id_idx" ON "payload_locked_documents_rels" USING btree ("requirements_id");
  CREATE INDEX "payload_locked_documents_rels_shortlists_id_idx" ON "payload_locked_documents_rels" USING btree ("shortlists_id");
  CREATE INDEX "payload_locked_documents_rels_interviews_id_idx" ON "payload_locked_documents_rels" USING btree ("interviews_id");
  CREATE INDEX "payload_locked_documents_rels_placements_id_idx" ON "payload_locked_documents_rels" USING btree ("placements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_companies_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requirements_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shortlists_candidates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shortlists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "placements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_companies_contacts" CASCADE;
  DROP TABLE "client_companies" CASCADE;
  DROP TABLE "requirements" CASCADE;
  DROP TABLE "requirements_texts" CASCADE;
  DROP TABLE "shortlists_candidates" CASCADE;
  DROP TABLE "shortlists" CASCADE;
  DROP TABLE "interviews_slots" CASCADE;
  DROP TABLE "interviews" CASCADE;
  DROP TABLE "interviews_texts" CASCADE;
  DROP TABLE "placements" CASCADE;
  ALTER TABLE "openings" DROP CONSTRAINT "openings_requirement_id_requirements_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_companies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_requirements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shortlists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_interviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_placements_fk";
  
  DROP INDEX "openings_requirement_idx";
  DROP INDEX "payload_locked_documents_rels_client_companies_id_idx";
  DROP INDEX "payload_locked_documents_rels_requirements_id_idx";
  DROP INDEX "payload_locked_documents_rels_shortlists_id_idx";
  DROP INDEX "payload_locked_documents_rels_interviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_placements_id_idx";
  ALTER TABLE "openings" DROP COLUMN "requirement_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_companies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "requirements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shortlists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "interviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "placements_id";
  ALTER TABLE "site_settings" DROP COLUMN "replacement_guarantee_days";
  DROP TYPE "public"."enum_client_companies_status";
  DROP TYPE "public"."enum_requirements_status";
  DROP TYPE "public"."enum_requirements_budget_unit";
  DROP TYPE "public"."enum_requirements_work_mode";
  DROP TYPE "public"."enum_requirements_employment_type";
  DROP TYPE "public"."enum_shortlists_candidates_decision";
  DROP TYPE "public"."enum_shortlists_status";
  DROP TYPE "public"."enum_interviews_status";
  DROP TYPE "public"."enum_interviews_feedback_decision";
  DROP TYPE "public"."enum_placements_salary_unit";
  DROP TYPE "public"."enum_placements_fee_kind";
  DROP TYPE "public"."enum_placements_invoice_status";`)
}
