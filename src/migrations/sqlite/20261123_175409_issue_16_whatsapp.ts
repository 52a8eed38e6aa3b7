import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whats_app_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whats_app_enabled\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whats_app_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whats_app_enabled\`;`)
}
