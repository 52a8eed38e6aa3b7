import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'deleted';
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_id" DROP NOT NULL;
  ALTER TABLE "lead_activity" ADD COLUMN "former_lead_id" numeric;
  ALTER TABLE "lead_activity" ADD COLUMN "person_email" varchar;
  ALTER TABLE "lead_activity" ADD COLUMN "author_email" varchar;
  ALTER TABLE "lead_activity" ADD COLUMN "author_role" varchar;
  CREATE INDEX "lead_activity_former_lead_id_idx" ON "lead_activity" USING btree ("former_lead_id");
  CREATE INDEX "lead_activity_person_email_idx" ON "lead_activity" USING btree ("person_email");`)
  // Data (docs/security.md, "Staff names and authors"): entries written before keep their author's current e-mail and role beside the name, and a role
  // that does not name its client holds no client name any more.
  await db.execute(sql`
  UPDATE "lead_activity" SET "author_email" = "users"."email", "author_role" = "users"."role"::text
    FROM "users" WHERE "users"."id" = "lead_activity"."author_id";
  UPDATE "openings" SET "client_name" = NULL WHERE "client_kind" <> 'named' AND "client_name" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no place for the kept timelines of deleted leads: they go.
  await db.execute(sql`
   DELETE FROM "lead_activity" WHERE "lead_id" IS NULL OR "type"::text = 'deleted';
   ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  DROP INDEX "lead_activity_former_lead_id_idx";
  DROP INDEX "lead_activity_person_email_idx";
  ALTER TABLE "lead_activity" ALTER COLUMN "lead_id" SET NOT NULL;
  ALTER TABLE "lead_activity" DROP COLUMN "former_lead_id";
  ALTER TABLE "lead_activity" DROP COLUMN "person_email";
  ALTER TABLE "lead_activity" DROP COLUMN "author_email";
  ALTER TABLE "lead_activity" DROP COLUMN "author_role";`)
}
