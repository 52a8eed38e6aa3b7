import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assistant_unanswered\` ADD \`not_helpful\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`assistant_unanswered\` ADD \`answer_given\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assistant_unanswered\` DROP COLUMN \`not_helpful\`;`)
  await db.run(sql`ALTER TABLE \`assistant_unanswered\` DROP COLUMN \`answer_given\`;`)
}
