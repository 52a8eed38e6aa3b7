import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_first_reply_at_idx\`;`)
  await db.run(sql`DROP INDEX \`team_up_requests_first_reply_at_idx\`;`)
  await db.run(sql`DROP INDEX \`talent_applications_first_reply_at_idx\`;`)
  await db.run(sql`DROP INDEX \`support_requests_first_reply_at_idx\`;`)
  await db.run(sql`DROP INDEX \`subscribers_first_reply_at_idx\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`contact_messages_first_reply_at_idx\` ON \`contact_messages\` (\`first_reply_at\`);`)
  await db.run(sql`CREATE INDEX \`team_up_requests_first_reply_at_idx\` ON \`team_up_requests\` (\`first_reply_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_first_reply_at_idx\` ON \`talent_applications\` (\`first_reply_at\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_first_reply_at_idx\` ON \`support_requests\` (\`first_reply_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_first_reply_at_idx\` ON \`subscribers\` (\`first_reply_at\`);`)
}
