import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { STARTER_REPLY_TEMPLATES } from '../replyTemplates'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reply_templates_kinds" AS ENUM('contact', 'teamUp', 'talent', 'support', 'subscriber');
  ALTER TYPE "public"."enum_lead_activity_type" ADD VALUE 'stage' BEFORE 'status';
  CREATE TABLE "reply_templates_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reply_templates_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "talent_applications" ADD COLUMN "full_name" varchar;
  ALTER TABLE "reply_templates_kinds" ADD CONSTRAINT "reply_templates_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reply_templates_kinds_order_idx" ON "reply_templates_kinds" USING btree ("order");
  CREATE INDEX "reply_templates_kinds_parent_idx" ON "reply_templates_kinds" USING btree ("parent_id");`)
  // Talent applications are titled by the candidate's name: fill the stored name of every existing application.
  await db.execute(sql`UPDATE talent_applications SET full_name = TRIM(first_name || ' ' || last_name)`)
  // The starter saved replies are offered on the kinds of lead they fit (docs/decisions/lead-desk.md, "Reply from the
  // admin"); the list of kinds is new here, so no template has any yet.
  for (const template of STARTER_REPLY_TEMPLATES) {
    for (const [index, kind] of template.kinds.entries()) {
      await db.execute(
        sql`INSERT INTO reply_templates_kinds ("order", parent_id, value) SELECT ${index + 1}, t.id, CAST(${kind} AS "enum_reply_templates_kinds") FROM reply_templates t WHERE t.name = ${template.name}`,
      )
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "reply_templates_kinds" CASCADE;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::text;
  DROP TYPE "public"."enum_lead_activity_type";
  CREATE TYPE "public"."enum_lead_activity_type" AS ENUM('note', 'reply', 'status', 'assignee', 'follow-up-set', 'follow-up-done', 'mail', 'reply-received', 'deleted');
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DEFAULT 'note'::"public"."enum_lead_activity_type";
  ALTER TABLE "lead_activity" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_activity_type" USING "type"::"public"."enum_lead_activity_type";
  ALTER TABLE "talent_applications" DROP COLUMN "full_name";
  DROP TYPE "public"."enum_reply_templates_kinds";`)
}
