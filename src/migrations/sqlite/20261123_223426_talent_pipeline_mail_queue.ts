import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Talent applications' stage and stage history (docs/decisions/openings.md) (an application sent before is "in this stage" since it
// was sent). The mail queue (docs/decisions/leads.md, "Mail queue") needs nothing here: SQLite keeps the job type as text.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`talent_applications_stage_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`staff_id\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_applications_stage_history_order_idx\` ON \`talent_applications_stage_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_stage_history_parent_id_idx\` ON \`talent_applications_stage_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_stage_history_staff_idx\` ON \`talent_applications_stage_history\` (\`staff_id\`);`)
  await db.run(sql`ALTER TABLE \`talent_applications\` ADD \`stage\` text DEFAULT 'applied' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`talent_applications\` ADD \`stage_changed_at\` text;`)
  await db.run(sql`UPDATE \`talent_applications\` SET \`stage_changed_at\` = \`created_at\` WHERE \`stage_changed_at\` IS NULL;`)
  await db.run(sql`CREATE INDEX \`talent_applications_stage_idx\` ON \`talent_applications\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_stage_changed_at_idx\` ON \`talent_applications\` (\`stage_changed_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`talent_applications_stage_history\`;`)
  await db.run(sql`DROP INDEX \`talent_applications_stage_idx\`;`)
  await db.run(sql`DROP INDEX \`talent_applications_stage_changed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`talent_applications\` DROP COLUMN \`stage\`;`)
  await db.run(sql`ALTER TABLE \`talent_applications\` DROP COLUMN \`stage_changed_at\`;`)
}
