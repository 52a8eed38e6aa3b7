import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

// The schema with six branches' work (privacy requests in the inbox, privacy notices and breaches, retention, the data
// export's task, the assistant's languages, the member's language); this migration's .json is the whole schema, so the
// next `migrate:create` compares against it. Each branch's own migration made its part; the one piece no branch could
// make is here: privacy requests became a kind of lead on one branch and retention gave every lead kind a legal hold
// and a quarantine date on another, so privacy requests get those two columns now.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "privacy_requests" ADD COLUMN "legal_hold" boolean DEFAULT false;
  ALTER TABLE "privacy_requests" ADD COLUMN "quarantined_at" timestamp(3) with time zone;
  CREATE INDEX "privacy_requests_quarantined_at_idx" ON "privacy_requests" USING btree ("quarantined_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "privacy_requests_quarantined_at_idx";
  ALTER TABLE "privacy_requests" DROP COLUMN "quarantined_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "legal_hold";`)
}
