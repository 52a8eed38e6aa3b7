import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { STARTER_REPLY_TEMPLATES } from '../replyTemplates'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reply_templates_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reply_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reply_templates_kinds_order_idx\` ON \`reply_templates_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reply_templates_kinds_parent_idx\` ON \`reply_templates_kinds\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`talent_applications\` ADD \`full_name\` text;`)
  // Talent applications are titled by the candidate's name: fill the stored name of every existing application.
  await db.run(sql`UPDATE talent_applications SET full_name = TRIM(first_name || ' ' || last_name)`)
  // The starter saved replies are offered on the kinds of lead they fit (docs/decisions/lead-desk.md, "Reply from the
  // admin"); the list of kinds is new here, so no template has any yet.
  for (const template of STARTER_REPLY_TEMPLATES) {
    for (const [index, kind] of template.kinds.entries()) {
      await db.run(
        sql`INSERT INTO reply_templates_kinds ("order", parent_id, value) SELECT ${index + 1}, t.id, ${kind} FROM reply_templates t WHERE t.name = ${template.name}`,
      )
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reply_templates_kinds\`;`)
  await db.run(sql`ALTER TABLE \`talent_applications\` DROP COLUMN \`full_name\`;`)
}
