import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { dropTalentPoolIndexStatements, talentPoolIndexStatements } from '../talentPool'

// Sourced applications (docs/decisions/talent-pool.md, "Sourcing into roles"): talent applications' contact, member,
// resume and consent columns may be empty, and `source` says how each came; "Profiles merged" on the timeline; the
// expression indexes of the duplicate check (src/migrations/talentPool.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_talent_applications_source" AS ENUM('applied', 'sourced');
  ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'merged';
  ALTER TABLE "talent_applications" ALTER COLUMN "first_name" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "member_id" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "anything_else" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "resume_file" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "consent_at" DROP NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "consent_version" DROP NOT NULL;
  ALTER TABLE "talent_applications" ADD COLUMN "source" "enum_talent_applications_source" DEFAULT 'applied' NOT NULL;`)
  for (const statement of talentPoolIndexStatements) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropTalentPoolIndexStatements) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'stage', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail', 'reply-received', 'deleted');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  ALTER TABLE "talent_applications" ALTER COLUMN "first_name" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "member_id" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "anything_else" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "resume_file" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "consent_at" SET NOT NULL;
  ALTER TABLE "talent_applications" ALTER COLUMN "consent_version" SET NOT NULL;
  ALTER TABLE "talent_applications" DROP COLUMN "source";
  DROP TYPE "public"."enum_talent_applications_source";`)
}
