import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`marathi_answer\` text;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`marathi_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`marathi_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`hindi_answer\` text;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`hindi_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`hindi_cta_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`marathi_answer\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`marathi_keywords\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`marathi_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`hindi_answer\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`hindi_keywords\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`hindi_cta_text\`;`)
}
