import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_subscribed_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`subscription\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_subscription_idx\` ON \`subscribers\` (\`subscription\`);`)
  // Rows from before double opt-in: a (non-spam) subscribed address stays subscribed; an unsubscribed one stays out.
  await db.run(
    sql`UPDATE \`subscribers\` SET \`subscription\` = CASE WHEN \`subscribed\` = 1 AND COALESCE(\`spam\`, 0) = 0 THEN 'subscribed' WHEN \`unsubscribed_at\` IS NOT NULL THEN 'unsubscribed' ELSE 'pending' END;`,
  )
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`subscribed\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_subscription_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`subscribed\` integer DEFAULT true;`)
  await db.run(sql`UPDATE \`subscribers\` SET \`subscribed\` = CASE WHEN \`subscription\` = 'subscribed' THEN 1 ELSE 0 END;`)
  await db.run(sql`CREATE INDEX \`subscribers_subscribed_idx\` ON \`subscribers\` (\`subscribed\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`subscription\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
}
