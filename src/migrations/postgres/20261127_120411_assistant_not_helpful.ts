import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_unanswered" ADD COLUMN "not_helpful" boolean DEFAULT false;
  ALTER TABLE "assistant_unanswered" ADD COLUMN "answer_given" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_unanswered" DROP COLUMN "not_helpful";
  ALTER TABLE "assistant_unanswered" DROP COLUMN "answer_given";`)
}
