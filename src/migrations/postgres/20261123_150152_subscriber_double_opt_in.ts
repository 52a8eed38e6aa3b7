import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_subscription" AS ENUM('pending', 'subscribed', 'unsubscribed');
  DROP INDEX "subscribers_subscribed_idx";
  ALTER TABLE "subscribers" ADD COLUMN "subscription" "enum_subscribers_subscription" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  CREATE INDEX "subscribers_subscription_idx" ON "subscribers" USING btree ("subscription");
  UPDATE "subscribers" SET "subscription" = CASE WHEN "subscribed" AND NOT COALESCE("spam", false) THEN 'subscribed'::"enum_subscribers_subscription" WHEN "unsubscribed_at" IS NOT NULL THEN 'unsubscribed'::"enum_subscribers_subscription" ELSE 'pending'::"enum_subscribers_subscription" END;
  ALTER TABLE "subscribers" DROP COLUMN "subscribed";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "subscribers_subscription_idx";
  ALTER TABLE "subscribers" ADD COLUMN "subscribed" boolean DEFAULT true;
  UPDATE "subscribers" SET "subscribed" = ("subscription" = 'subscribed');
  CREATE INDEX "subscribers_subscribed_idx" ON "subscribers" USING btree ("subscribed");
  ALTER TABLE "subscribers" DROP COLUMN "subscription";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_sent_at";
  DROP TYPE "public"."enum_subscribers_subscription";`)
}
