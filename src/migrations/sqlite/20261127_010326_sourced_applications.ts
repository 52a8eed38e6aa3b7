import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  dropTalentPoolIndexStatements,
  dropTriggersNaming,
  missingExtras,
  tableExtrasQuery,
  talentPoolIndexStatements,
  type SchemaObject,
} from '../talentPool'

// Sourced applications (docs/decisions/talent-pool.md, "Sourcing into roles"): talent applications' contact, member,
// resume and consent columns may be empty, and `source` says how each came; the expression indexes of the duplicate
// check. SQLite rebuilds the table to drop NOT NULL: the old table's own triggers and indexes (the lead search's, the
// inbox's) are read first and made again after it (see src/migrations/talentPool.ts). Foreign keys are off while the
// old table is dropped, so its stage history and the resumes pointing at it stay.

const TABLE = 'talent_applications'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const before = await db.all<SchemaObject>(sql.raw(tableExtrasQuery(TABLE)))
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // One transaction: a failure leaves the old table as it was.
  await db.run(sql`BEGIN`)
  try {
    for (const statement of dropTriggersNaming(before, TABLE)) await db.run(sql.raw(statement))
    await db.run(sql`CREATE TABLE \`__new_talent_applications\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`source\` text DEFAULT 'applied' NOT NULL,
    	\`first_name\` text,
    	\`last_name\` text,
    	\`email\` text,
    	\`phone\` text,
    	\`full_name\` text,
    	\`location\` text,
    	\`member_id\` integer,
    	\`opening_id\` integer,
    	\`candidate_id\` integer,
    	\`stage\` text DEFAULT 'applied' NOT NULL,
    	\`stage_changed_at\` text,
    	\`anything_else\` text,
    	\`resume_name\` text,
    	\`resume_type\` text,
    	\`resume_size\` numeric,
    	\`resume_file\` text,
    	\`consent_at\` text,
    	\`consent_version\` text,
    	\`status\` text DEFAULT 'new' NOT NULL,
    	\`assignee_id\` integer,
    	\`follow_up_on\` text,
    	\`first_reply_at\` text,
    	\`internal_notes\` text,
    	\`source_page\` text,
    	\`utm_source\` text,
    	\`utm_medium\` text,
    	\`utm_campaign\` text,
    	\`spam\` integer DEFAULT false,
    	\`notify_state\` text DEFAULT 'pending',
    	\`notified_at\` text,
    	\`notify_error\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`opening_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    // The old table has no `source`: every application before this one came through the form (its default, "applied").
    await db.run(sql`INSERT INTO \`__new_talent_applications\`("id", "first_name", "last_name", "email", "phone", "full_name", "location", "member_id", "opening_id", "candidate_id", "stage", "stage_changed_at", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "follow_up_on", "first_reply_at", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "full_name", "location", "member_id", "opening_id", "candidate_id", "stage", "stage_changed_at", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "follow_up_on", "first_reply_at", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at" FROM \`talent_applications\`;`)
    await db.run(sql`DROP TABLE \`talent_applications\`;`)
    await db.run(sql`ALTER TABLE \`__new_talent_applications\` RENAME TO \`talent_applications\`;`)
    await db.run(sql`CREATE INDEX \`talent_applications_member_idx\` ON \`talent_applications\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_opening_idx\` ON \`talent_applications\` (\`opening_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_candidate_idx\` ON \`talent_applications\` (\`candidate_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_stage_idx\` ON \`talent_applications\` (\`stage\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_stage_changed_at_idx\` ON \`talent_applications\` (\`stage_changed_at\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_status_idx\` ON \`talent_applications\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_assignee_idx\` ON \`talent_applications\` (\`assignee_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_follow_up_on_idx\` ON \`talent_applications\` (\`follow_up_on\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_spam_idx\` ON \`talent_applications\` (\`spam\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_updated_at_idx\` ON \`talent_applications\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_created_at_idx\` ON \`talent_applications\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`member_opening_idx\` ON \`talent_applications\` (\`member_id\`,\`opening_id\`);`)
    const after = await db.all<SchemaObject>(sql.raw(tableExtrasQuery(TABLE)))
    for (const statement of [...missingExtras(before, after), ...talentPoolIndexStatements]) await db.run(sql.raw(statement))
    await db.run(sql`COMMIT`)
  } catch (error) {
    await db.run(sql`ROLLBACK`)
    throw error
  } finally {
    await db.run(sql`PRAGMA foreign_keys=ON;`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropTalentPoolIndexStatements) await db.run(sql.raw(statement))
  const before = await db.all<SchemaObject>(sql.raw(tableExtrasQuery(TABLE)))
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // One transaction: a failure leaves the old table as it was.
  await db.run(sql`BEGIN`)
  try {
    for (const statement of dropTriggersNaming(before, TABLE)) await db.run(sql.raw(statement))
    await db.run(sql`CREATE TABLE \`__new_talent_applications\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`first_name\` text NOT NULL,
    	\`last_name\` text NOT NULL,
    	\`email\` text NOT NULL,
    	\`phone\` text NOT NULL,
    	\`full_name\` text,
    	\`location\` text NOT NULL,
    	\`member_id\` integer NOT NULL,
    	\`opening_id\` integer,
    	\`candidate_id\` integer,
    	\`stage\` text DEFAULT 'applied' NOT NULL,
    	\`stage_changed_at\` text,
    	\`anything_else\` text NOT NULL,
    	\`resume_name\` text,
    	\`resume_type\` text,
    	\`resume_size\` numeric,
    	\`resume_file\` text NOT NULL,
    	\`consent_at\` text NOT NULL,
    	\`consent_version\` text NOT NULL,
    	\`status\` text DEFAULT 'new' NOT NULL,
    	\`assignee_id\` integer,
    	\`follow_up_on\` text,
    	\`first_reply_at\` text,
    	\`internal_notes\` text,
    	\`source_page\` text,
    	\`utm_source\` text,
    	\`utm_medium\` text,
    	\`utm_campaign\` text,
    	\`spam\` integer DEFAULT false,
    	\`notify_state\` text DEFAULT 'pending',
    	\`notified_at\` text,
    	\`notify_error\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`opening_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_talent_applications\`("id", "first_name", "last_name", "email", "phone", "full_name", "location", "member_id", "opening_id", "candidate_id", "stage", "stage_changed_at", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "follow_up_on", "first_reply_at", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "full_name", "location", "member_id", "opening_id", "candidate_id", "stage", "stage_changed_at", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "follow_up_on", "first_reply_at", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at" FROM \`talent_applications\`;`)
    await db.run(sql`DROP TABLE \`talent_applications\`;`)
    await db.run(sql`ALTER TABLE \`__new_talent_applications\` RENAME TO \`talent_applications\`;`)
    await db.run(sql`CREATE INDEX \`talent_applications_member_idx\` ON \`talent_applications\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_opening_idx\` ON \`talent_applications\` (\`opening_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_candidate_idx\` ON \`talent_applications\` (\`candidate_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_stage_idx\` ON \`talent_applications\` (\`stage\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_stage_changed_at_idx\` ON \`talent_applications\` (\`stage_changed_at\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_status_idx\` ON \`talent_applications\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_assignee_idx\` ON \`talent_applications\` (\`assignee_id\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_follow_up_on_idx\` ON \`talent_applications\` (\`follow_up_on\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_spam_idx\` ON \`talent_applications\` (\`spam\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_updated_at_idx\` ON \`talent_applications\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`talent_applications_created_at_idx\` ON \`talent_applications\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`member_opening_idx\` ON \`talent_applications\` (\`member_id\`,\`opening_id\`);`)
    const after = await db.all<SchemaObject>(sql.raw(tableExtrasQuery(TABLE)))
    for (const statement of missingExtras(before, after)) await db.run(sql.raw(statement))
    await db.run(sql`COMMIT`)
  } catch (error) {
    await db.run(sql`ROLLBACK`)
    throw error
  } finally {
    await db.run(sql`PRAGMA foreign_keys=ON;`)
  }
}
