import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('access', 'correction', 'erasure', 'withdrawal', 'grievance', 'nomination');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('unconfirmed', 'open', 'answered');
  ALTER TYPE "public"."enum_otp_codes_purpose" ADD VALUE 'privacy-request';
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"text" varchar,
  	"status" "enum_privacy_requests_status" DEFAULT 'unconfirmed' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"due_on" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_officer_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_officer_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_officer_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_request_days" numeric DEFAULT 30;
  CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_due_on_idx" ON "privacy_requests" USING btree ("due_on");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_otp_codes_purpose";
  CREATE TYPE "public"."enum_otp_codes_purpose" AS ENUM('signup', 'reset', 'client-login');
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_otp_codes_purpose" USING "purpose"::"public"."enum_otp_codes_purpose";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_officer_name";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_officer_email";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_officer_phone";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_request_days";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_status";`)
}
