import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_categories_testimonial_kind" AS ENUM('client', 'talent', 'none');
  CREATE TYPE "public"."enum_openings_status" AS ENUM('draft', 'open', 'closed');
  CREATE TYPE "public"."enum_openings_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig');
  CREATE TYPE "public"."enum_openings_work_mode" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_openings_salary_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_openings_client_kind" AS ENUM('agency', 'named', 'confidential');
  CREATE TYPE "public"."enum_testimonials_kind" AS ENUM('client', 'talent');
  CREATE TYPE "public"."enum_team_up_requests_engagement_model" AS ENUM('contract-staffing', 'contract-to-hire', 'permanent-placement', 'dedicated-team', 'micro-internship');
  CREATE TABLE "openings_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "openings_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"status" "enum_openings_status" DEFAULT 'draft' NOT NULL,
  	"date_posted" timestamp(3) with time zone NOT NULL,
  	"valid_through" timestamp(3) with time zone NOT NULL,
  	"category_id" integer NOT NULL,
  	"service_id" integer,
  	"summary" varchar NOT NULL,
  	"employment_type" "enum_openings_employment_type" NOT NULL,
  	"work_mode" "enum_openings_work_mode" NOT NULL,
  	"area" varchar,
  	"experience_min" numeric DEFAULT 0 NOT NULL,
  	"experience_max" numeric,
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"salary_unit" "enum_openings_salary_unit" DEFAULT 'month',
  	"description" jsonb NOT NULL,
  	"client_kind" "enum_openings_client_kind" DEFAULT 'agency' NOT NULL,
  	"client_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "openings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"company" varchar NOT NULL,
  	"kind" "enum_testimonials_kind" DEFAULT 'client' NOT NULL,
  	"photo_id" integer,
  	"approved" boolean DEFAULT false,
  	"sample" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_word_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_unanswered" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"normalised" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"last_asked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "categories" ADD COLUMN "testimonial_kind" "enum_categories_testimonial_kind" DEFAULT 'client';
  ALTER TABLE "assistant_answers" ADD COLUMN "helpful_count" numeric DEFAULT 0;
  ALTER TABLE "assistant_answers" ADD COLUMN "not_helpful_count" numeric DEFAULT 0;
  ALTER TABLE "team_up_requests" ADD COLUMN "engagement_model" "enum_team_up_requests_engagement_model";
  ALTER TABLE "talent_applications" ADD COLUMN "opening_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "openings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_word_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_unanswered_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "whats_app_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whats_app_enabled" boolean DEFAULT true;
  ALTER TABLE "openings_responsibilities" ADD CONSTRAINT "openings_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "openings_requirements" ADD CONSTRAINT "openings_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "openings" ADD CONSTRAINT "openings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "openings" ADD CONSTRAINT "openings_service_id_subpages_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."subpages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "openings_texts" ADD CONSTRAINT "openings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "openings_responsibilities_order_idx" ON "openings_responsibilities" USING btree ("_order");
  CREATE INDEX "openings_responsibilities_parent_id_idx" ON "openings_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "openings_requirements_order_idx" ON "openings_requirements" USING btree ("_order");
  CREATE INDEX "openings_requirements_parent_id_idx" ON "openings_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "openings_slug_idx" ON "openings" USING btree ("slug");
  CREATE INDEX "openings_status_idx" ON "openings" USING btree ("status");
  CREATE INDEX "openings_date_posted_idx" ON "openings" USING btree ("date_posted");
  CREATE INDEX "openings_category_idx" ON "openings" USING btree ("category_id");
  CREATE INDEX "openings_service_idx" ON "openings" USING btree ("service_id");
  CREATE INDEX "openings_updated_at_idx" ON "openings" USING btree ("updated_at");
  CREATE INDEX "openings_created_at_idx" ON "openings" USING btree ("created_at");
  CREATE INDEX "openings_texts_order_parent" ON "openings_texts" USING btree ("order","parent_id");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "assistant_word_groups_updated_at_idx" ON "assistant_word_groups" USING btree ("updated_at");
  CREATE INDEX "assistant_word_groups_created_at_idx" ON "assistant_word_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "assistant_unanswered_normalised_idx" ON "assistant_unanswered" USING btree ("normalised");
  CREATE INDEX "assistant_unanswered_count_idx" ON "assistant_unanswered" USING btree ("count");
  CREATE INDEX "assistant_unanswered_last_asked_at_idx" ON "assistant_unanswered" USING btree ("last_asked_at");
  CREATE INDEX "assistant_unanswered_updated_at_idx" ON "assistant_unanswered" USING btree ("updated_at");
  CREATE INDEX "assistant_unanswered_created_at_idx" ON "assistant_unanswered" USING btree ("created_at");
  ALTER TABLE "talent_applications" ADD CONSTRAINT "talent_applications_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_openings_fk" FOREIGN KEY ("openings_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_word_groups_fk" FOREIGN KEY ("assistant_word_groups_id") REFERENCES "public"."assistant_word_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_unanswered_fk" FOREIGN KEY ("assistant_unanswered_id") REFERENCES "public"."assistant_unanswered"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "talent_applications_opening_idx" ON "talent_applications" USING btree ("opening_id");
  CREATE UNIQUE INDEX "member_opening_idx" ON "talent_applications" USING btree ("member_id","opening_id");
  CREATE INDEX "payload_locked_documents_rels_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("openings_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_word_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_word_groups_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_unanswered_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_unanswered_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "openings_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_word_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_unanswered" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "openings_responsibilities" CASCADE;
  DROP TABLE "openings_requirements" CASCADE;
  DROP TABLE "openings" CASCADE;
  DROP TABLE "openings_texts" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "assistant_word_groups" CASCADE;
  DROP TABLE "assistant_unanswered" CASCADE;
  ALTER TABLE "talent_applications" DROP CONSTRAINT "talent_applications_opening_id_openings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_openings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_word_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_unanswered_fk";
  
  DROP INDEX "talent_applications_opening_idx";
  DROP INDEX "member_opening_idx";
  DROP INDEX "payload_locked_documents_rels_openings_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_word_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_unanswered_id_idx";
  ALTER TABLE "categories" DROP COLUMN "testimonial_kind";
  ALTER TABLE "assistant_answers" DROP COLUMN "helpful_count";
  ALTER TABLE "assistant_answers" DROP COLUMN "not_helpful_count";
  ALTER TABLE "team_up_requests" DROP COLUMN "engagement_model";
  ALTER TABLE "talent_applications" DROP COLUMN "opening_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "openings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_word_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_unanswered_id";
  ALTER TABLE "site_settings" DROP COLUMN "whats_app_number";
  ALTER TABLE "site_settings" DROP COLUMN "whats_app_enabled";
  DROP TYPE "public"."enum_categories_testimonial_kind";
  DROP TYPE "public"."enum_openings_status";
  DROP TYPE "public"."enum_openings_employment_type";
  DROP TYPE "public"."enum_openings_work_mode";
  DROP TYPE "public"."enum_openings_salary_unit";
  DROP TYPE "public"."enum_openings_client_kind";
  DROP TYPE "public"."enum_testimonials_kind";
  DROP TYPE "public"."enum_team_up_requests_engagement_model";`)
}
