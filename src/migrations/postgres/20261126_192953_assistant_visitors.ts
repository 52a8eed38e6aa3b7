import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "assistant_visitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"visitor" varchar NOT NULL,
  	"seen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_visitors_id" integer;
  CREATE INDEX "assistant_visitors_seen_at_idx" ON "assistant_visitors" USING btree ("seen_at");
  CREATE INDEX "assistant_visitors_updated_at_idx" ON "assistant_visitors" USING btree ("updated_at");
  CREATE INDEX "assistant_visitors_created_at_idx" ON "assistant_visitors" USING btree ("created_at");
  CREATE UNIQUE INDEX "subject_visitor_idx" ON "assistant_visitors" USING btree ("subject","visitor");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_visitors_fk" FOREIGN KEY ("assistant_visitors_id") REFERENCES "public"."assistant_visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_assistant_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_visitors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_visitors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assistant_visitors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_visitors_fk";
  
  DROP INDEX "payload_locked_documents_rels_assistant_visitors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_visitors_id";`)
}
