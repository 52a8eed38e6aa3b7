import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "team_up_requests" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "team_up_requests" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "talent_applications" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "talent_applications" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "support_requests" ADD COLUMN "follow_up_on" timestamp(3) with time zone;
  ALTER TABLE "support_requests" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  CREATE INDEX "contact_messages_follow_up_on_idx" ON "contact_messages" USING btree ("follow_up_on");
  CREATE INDEX "contact_messages_first_reply_at_idx" ON "contact_messages" USING btree ("first_reply_at");
  CREATE INDEX "team_up_requests_follow_up_on_idx" ON "team_up_requests" USING btree ("follow_up_on");
  CREATE INDEX "team_up_requests_first_reply_at_idx" ON "team_up_requests" USING btree ("first_reply_at");
  CREATE INDEX "talent_applications_follow_up_on_idx" ON "talent_applications" USING btree ("follow_up_on");
  CREATE INDEX "talent_applications_first_reply_at_idx" ON "talent_applications" USING btree ("first_reply_at");
  CREATE INDEX "subscribers_follow_up_on_idx" ON "subscribers" USING btree ("follow_up_on");
  CREATE INDEX "subscribers_first_reply_at_idx" ON "subscribers" USING btree ("first_reply_at");
  CREATE INDEX "support_requests_follow_up_on_idx" ON "support_requests" USING btree ("follow_up_on");
  CREATE INDEX "support_requests_first_reply_at_idx" ON "support_requests" USING btree ("first_reply_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_follow_up_on_idx";
  DROP INDEX "contact_messages_first_reply_at_idx";
  DROP INDEX "team_up_requests_follow_up_on_idx";
  DROP INDEX "team_up_requests_first_reply_at_idx";
  DROP INDEX "talent_applications_follow_up_on_idx";
  DROP INDEX "talent_applications_first_reply_at_idx";
  DROP INDEX "subscribers_follow_up_on_idx";
  DROP INDEX "subscribers_first_reply_at_idx";
  DROP INDEX "support_requests_follow_up_on_idx";
  DROP INDEX "support_requests_first_reply_at_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "follow_up_on";
  ALTER TABLE "contact_messages" DROP COLUMN "first_reply_at";
  ALTER TABLE "team_up_requests" DROP COLUMN "follow_up_on";
  ALTER TABLE "team_up_requests" DROP COLUMN "first_reply_at";
  ALTER TABLE "talent_applications" DROP COLUMN "follow_up_on";
  ALTER TABLE "talent_applications" DROP COLUMN "first_reply_at";
  ALTER TABLE "subscribers" DROP COLUMN "follow_up_on";
  ALTER TABLE "subscribers" DROP COLUMN "first_reply_at";
  ALTER TABLE "support_requests" DROP COLUMN "follow_up_on";
  ALTER TABLE "support_requests" DROP COLUMN "first_reply_at";`)
}
