import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_first_reply_at_idx";
  DROP INDEX "team_up_requests_first_reply_at_idx";
  DROP INDEX "talent_applications_first_reply_at_idx";
  DROP INDEX "support_requests_first_reply_at_idx";
  DROP INDEX "subscribers_first_reply_at_idx";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "contact_messages_first_reply_at_idx" ON "contact_messages" USING btree ("first_reply_at");
  CREATE INDEX "team_up_requests_first_reply_at_idx" ON "team_up_requests" USING btree ("first_reply_at");
  CREATE INDEX "talent_applications_first_reply_at_idx" ON "talent_applications" USING btree ("first_reply_at");
  CREATE INDEX "support_requests_first_reply_at_idx" ON "support_requests" USING btree ("first_reply_at");
  CREATE INDEX "subscribers_first_reply_at_idx" ON "subscribers" USING btree ("first_reply_at");`)
}
