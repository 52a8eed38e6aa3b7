import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A requirement's timeline (docs/decisions/clients.md): `lead_activity.lead_collection` takes 'requirements'. SQLite
// stores the choice as text, so only PostgreSQL's enum changes. Going down removes the requirements' entries first.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_activity_lead_collection" ADD VALUE 'requirements';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "lead_activity" WHERE "lead_collection" = 'requirements';
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_activity_lead_collection";
  CREATE TYPE "public"."enum_lead_activity_lead_collection" AS ENUM('contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers', 'candidates');
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_collection" SET DATA TYPE "public"."enum_lead_activity_lead_collection" USING "lead_collection"::"public"."enum_lead_activity_lead_collection";`)
}
