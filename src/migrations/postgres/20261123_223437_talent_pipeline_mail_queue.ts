import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Talent applications' stage and stage history (docs/decisions/openings.md) (an application sent before is "in this stage" since it
// was sent); the mail queue's job type (docs/decisions/leads.md, "Mail queue").

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_talent_applications_stage_history_from" AS ENUM('applied', 'screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn');
  CREATE TYPE "public"."enum_talent_applications_stage_history_to" AS ENUM('applied', 'screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn');
  CREATE TYPE "public"."enum_talent_applications_stage" AS ENUM('applied', 'screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMail' BEFORE 'createCollectionExport';
  CREATE TABLE "talent_applications_stage_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_talent_applications_stage_history_from" NOT NULL,
  	"to" "enum_talent_applications_stage_history_to" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"staff_id" integer,
  	"note" varchar
  );
  
  ALTER TABLE "talent_applications" ADD COLUMN "stage" "enum_talent_applications_stage" DEFAULT 'applied' NOT NULL;
  ALTER TABLE "talent_applications" ADD COLUMN "stage_changed_at" timestamp(3) with time zone;
  UPDATE "talent_applications" SET "stage_changed_at" = "created_at" WHERE "stage_changed_at" IS NULL;
  ALTER TABLE "talent_applications_stage_history" ADD CONSTRAINT "talent_applications_stage_history_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_applications_stage_history" ADD CONSTRAINT "talent_applications_stage_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."talent_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "talent_applications_stage_history_order_idx" ON "talent_applications_stage_history" USING btree ("_order");
  CREATE INDEX "talent_applications_stage_history_parent_id_idx" ON "talent_applications_stage_history" USING btree ("_parent_id");
  CREATE INDEX "talent_applications_stage_history_staff_idx" ON "talent_applications_stage_history" USING btree ("staff_id");
  CREATE INDEX "talent_applications_stage_idx" ON "talent_applications" USING btree ("stage");
  CREATE INDEX "talent_applications_stage_changed_at_idx" ON "talent_applications" USING btree ("stage_changed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talent_applications_stage_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "talent_applications_stage_history" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "talent_applications_stage_idx";
  DROP INDEX "talent_applications_stage_changed_at_idx";
  ALTER TABLE "talent_applications" DROP COLUMN "stage";
  ALTER TABLE "talent_applications" DROP COLUMN "stage_changed_at";
  DROP TYPE "public"."enum_talent_applications_stage_history_from";
  DROP TYPE "public"."enum_talent_applications_stage_history_to";
  DROP TYPE "public"."enum_talent_applications_stage";`)
}
