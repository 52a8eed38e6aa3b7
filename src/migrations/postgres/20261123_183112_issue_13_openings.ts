import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_openings_status" AS ENUM('draft', 'open', 'closed');
  CREATE TYPE "public"."enum_openings_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig');
  CREATE TYPE "public"."enum_openings_work_mode" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_openings_salary_unit" AS ENUM('month', 'year', 'hour', 'total');
  CREATE TYPE "public"."enum_openings_client_kind" AS ENUM('agency', 'named', 'confidential');
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
  
  ALTER TABLE "talent_applications" ADD COLUMN "opening_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "openings_id" integer;
  ALTER TABLE "openings_responsibilities" ADD CONSTRAINT "openings_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "openings_requirements" ADD CONSTRAINT "openings_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "openings" ADD CONSTRAINT "openings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "openings" ADD CONSTRAINT "openings_service_id_subpages_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."subpages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "openings_texts" ADD CONSTRAINT "openings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "talent_applications" ADD CONSTRAINT "talent_applications_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_openings_fk" FOREIGN KEY ("openings_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "talent_applications_opening_idx" ON "talent_applications" USING btree ("opening_id");
  CREATE UNIQUE INDEX "member_opening_idx" ON "talent_applications" USING btree ("member_id","opening_id");
  CREATE INDEX "payload_locked_documents_rels_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("openings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "openings_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "openings_responsibilities" CASCADE;
  DROP TABLE "openings_requirements" CASCADE;
  DROP TABLE "openings" CASCADE;
  DROP TABLE "openings_texts" CASCADE;
  ALTER TABLE "talent_applications" DROP CONSTRAINT "talent_applications_opening_id_openings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_openings_fk";
  
  DROP INDEX "talent_applications_opening_idx";
  DROP INDEX "member_opening_idx";
  DROP INDEX "payload_locked_documents_rels_openings_id_idx";
  ALTER TABLE "talent_applications" DROP COLUMN "opening_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "openings_id";
  DROP TYPE "public"."enum_openings_status";
  DROP TYPE "public"."enum_openings_employment_type";
  DROP TYPE "public"."enum_openings_work_mode";
  DROP TYPE "public"."enum_openings_salary_unit";
  DROP TYPE "public"."enum_openings_client_kind";`)
}
