import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lead_activity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_collection\` text NOT NULL,
  	\`lead_id\` numeric,
  	\`former_lead_id\` numeric,
  	\`person_email\` text,
  	\`type\` text DEFAULT 'note' NOT NULL,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`author_email\` text,
  	\`author_role\` text,
  	\`subject\` text,
  	\`text\` text NOT NULL,
  	\`edited_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Drizzle's copy named the new columns in the old table too; only the columns the old table has are copied.
  await db.run(sql`INSERT INTO \`__new_lead_activity\`("id", "lead_collection", "lead_id", "type", "author_id", "author_name", "subject", "text", "edited_at", "updated_at", "created_at") SELECT "id", "lead_collection", "lead_id", "type", "author_id", "author_name", "subject", "text", "edited_at", "updated_at", "created_at" FROM \`lead_activity\`;`)
  await db.run(sql`DROP TABLE \`lead_activity\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_activity\` RENAME TO \`lead_activity\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`lead_activity_former_lead_id_idx\` ON \`lead_activity\` (\`former_lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_person_email_idx\` ON \`lead_activity\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_author_idx\` ON \`lead_activity\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_updated_at_idx\` ON \`lead_activity\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_created_at_idx\` ON \`lead_activity\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leadCollection_leadId_idx\` ON \`lead_activity\` (\`lead_collection\`,\`lead_id\`);`)
  // Data (docs/security.md, "Staff names and authors"): entries written before keep their author's current e-mail and role beside the name, and a role
  // that does not name its client holds no client name any more.
  await db.run(sql`UPDATE \`lead_activity\` SET
    \`author_email\` = (SELECT \`email\` FROM \`users\` WHERE \`users\`.\`id\` = \`lead_activity\`.\`author_id\`),
    \`author_role\` = (SELECT \`role\` FROM \`users\` WHERE \`users\`.\`id\` = \`lead_activity\`.\`author_id\`)
    WHERE \`author_id\` IS NOT NULL;`)
  await db.run(sql`UPDATE \`openings\` SET \`client_name\` = NULL WHERE \`client_kind\` <> 'named' AND \`client_name\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no place for the kept timelines of deleted leads: they go.
  await db.run(sql`DELETE FROM \`lead_activity\` WHERE \`lead_id\` IS NULL OR \`type\` = 'deleted';`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lead_activity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_collection\` text NOT NULL,
  	\`lead_id\` numeric NOT NULL,
  	\`type\` text DEFAULT 'note' NOT NULL,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`subject\` text,
  	\`text\` text NOT NULL,
  	\`edited_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_activity\`("id", "lead_collection", "lead_id", "type", "author_id", "author_name", "subject", "text", "edited_at", "updated_at", "created_at") SELECT "id", "lead_collection", "lead_id", "type", "author_id", "author_name", "subject", "text", "edited_at", "updated_at", "created_at" FROM \`lead_activity\`;`)
  await db.run(sql`DROP TABLE \`lead_activity\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_activity\` RENAME TO \`lead_activity\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`lead_activity_author_idx\` ON \`lead_activity\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_updated_at_idx\` ON \`lead_activity\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_created_at_idx\` ON \`lead_activity\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leadCollection_leadId_idx\` ON \`lead_activity\` (\`lead_collection\`,\`lead_id\`);`)
}
