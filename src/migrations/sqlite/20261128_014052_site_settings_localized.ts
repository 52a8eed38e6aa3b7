import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The site settings' address words and office hours become per language (docs/decisions/languages.md, "Site
// settings"). Hand-edited: the stored texts are copied into English before the old columns go. Down copies English
// back (the Marathi and Hindi texts go with the table); the restored street takes '' as SQLite's default for NOT NULL.
const texts = ['address_street', 'address_city', 'address_region', 'address_country', 'hours']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_region\` text,
  	\`address_country\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(
    sql`INSERT INTO \`site_settings_locales\` (\`address_street\`, \`address_city\`, \`address_region\`, \`address_country\`, \`hours\`, \`_locale\`, \`_parent_id\`) SELECT \`address_street\`, \`address_city\`, \`address_region\`, \`address_country\`, \`hours\`, 'en', \`id\` FROM \`site_settings\`;`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_street\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_city\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_region\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_country\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hours\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_street\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_city\` text DEFAULT 'Pune' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_region\` text DEFAULT 'Maharashtra' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_country\` text DEFAULT 'India' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`hours\` text DEFAULT 'Monday – Friday | 9 AM – 9 PM IST' NOT NULL;`)
  for (const column of texts) {
    await db.run(
      sql.raw(
        `UPDATE \`site_settings\` SET \`${column}\` = COALESCE((SELECT l.\`${column}\` FROM \`site_settings_locales\` l WHERE l.\`_parent_id\` = \`site_settings\`.\`id\` AND l.\`_locale\` = 'en'), \`${column}\`);`,
      ),
    )
  }
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}
