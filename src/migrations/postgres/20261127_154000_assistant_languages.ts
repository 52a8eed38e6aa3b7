import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_answers" ADD COLUMN "marathi_answer" varchar;
  ALTER TABLE "assistant_answers" ADD COLUMN "marathi_keywords" varchar;
  ALTER TABLE "assistant_answers" ADD COLUMN "marathi_cta_text" varchar;
  ALTER TABLE "assistant_answers" ADD COLUMN "hindi_answer" varchar;
  ALTER TABLE "assistant_answers" ADD COLUMN "hindi_keywords" varchar;
  ALTER TABLE "assistant_answers" ADD COLUMN "hindi_cta_text" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_answers" DROP COLUMN "marathi_answer";
  ALTER TABLE "assistant_answers" DROP COLUMN "marathi_keywords";
  ALTER TABLE "assistant_answers" DROP COLUMN "marathi_cta_text";
  ALTER TABLE "assistant_answers" DROP COLUMN "hindi_answer";
  ALTER TABLE "assistant_answers" DROP COLUMN "hindi_keywords";
  ALTER TABLE "assistant_answers" DROP COLUMN "hindi_cta_text";`)
}
