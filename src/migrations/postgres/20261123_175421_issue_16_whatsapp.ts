import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "whats_app_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whats_app_enabled" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "whats_app_number";
  ALTER TABLE "site_settings" DROP COLUMN "whats_app_enabled";`)
}
