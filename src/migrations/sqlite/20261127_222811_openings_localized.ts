import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  sqliteAfterLocalizing,
  sqliteAfterUnlocalizing,
  sqliteBeforeLocalizing,
  sqliteBeforeUnlocalizing,
} from '../leadSearchLocalized'

// Open roles' title, summary, description and lists become per language (docs/decisions/languages.md, "Role content").
// Hand-edited: every existing role's texts are copied into English before the old columns go; its existing list points
// become the English ones (the new column's default, 'en': SQLite adds a NOT NULL column only with a default). Down
// copies English back (the restored columns take '' as SQLite's default for NOT NULL).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`openings_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`openings_locales_locale_parent_id_unique\` ON \`openings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_blogs_v_snapshot_idx\` ON \`_blogs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_published_locale_idx\` ON \`_blogs_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`openings_responsibilities\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`openings_responsibilities_locale_idx\` ON \`openings_responsibilities\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`openings_requirements\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`openings_requirements_locale_idx\` ON \`openings_requirements\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`locale\` text DEFAULT 'all';`)
  await db.run(
    sql`INSERT INTO \`openings_locales\` (\`title\`, \`summary\`, \`description\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`summary\`, \`description\`, 'en', \`id\` FROM \`openings\`;`,
  )
  // The lead desk's search reads the English title from now on (leadSearchLocalized.ts).
  for (const statement of sqliteBeforeLocalizing()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`openings\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`openings\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`openings\` DROP COLUMN \`description\`;`)
  for (const statement of sqliteAfterLocalizing()) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of sqliteBeforeUnlocalizing()) await db.run(sql.raw(statement))
  await db.run(sql`DROP INDEX \`_blogs_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_blogs_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`openings_responsibilities_locale_idx\`;`)
  await db.run(sql`DELETE FROM \`openings_responsibilities\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`ALTER TABLE \`openings_responsibilities\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`openings_requirements_locale_idx\`;`)
  await db.run(sql`DELETE FROM \`openings_requirements\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`ALTER TABLE \`openings_requirements\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`openings\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`openings\` ADD \`summary\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`openings\` ADD \`description\` text DEFAULT '{}' NOT NULL;`)
  for (const column of ['title', 'summary', 'description']) {
    await db.run(
      sql.raw(
        `UPDATE \`openings\` SET \`${column}\` = COALESCE((SELECT l.\`${column}\` FROM \`openings_locales\` l WHERE l.\`_parent_id\` = \`openings\`.\`id\` AND l.\`_locale\` = 'en'), \`${column}\`);`,
      ),
    )
  }
  await db.run(sql`DROP TABLE \`openings_locales\`;`)
  for (const statement of sqliteAfterUnlocalizing()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`locale\`;`)
}
