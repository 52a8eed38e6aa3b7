import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "assistant_word_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_unanswered" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"normalised" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"last_asked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "assistant_answers" ADD COLUMN "helpful_count" numeric DEFAULT 0;
  ALTER TABLE "assistant_answers" ADD COLUMN "not_helpful_count" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_word_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_unanswered_id" integer;
  CREATE INDEX "assistant_word_groups_updated_at_idx" ON "assistant_word_groups" USING btree ("updated_at");
  CREATE INDEX "assistant_word_groups_created_at_idx" ON "assistant_word_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "assistant_unanswered_normalised_idx" ON "assistant_unanswered" USING btree ("normalised");
  CREATE INDEX "assistant_unanswered_count_idx" ON "assistant_unanswered" USING btree ("count");
  CREATE INDEX "assistant_unanswered_last_asked_at_idx" ON "assistant_unanswered" USING btree ("last_asked_at");
  CREATE INDEX "assistant_unanswered_updated_at_idx" ON "assistant_unanswered" USING btree ("updated_at");
  CREATE INDEX "assistant_unanswered_created_at_idx" ON "assistant_unanswered" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_word_groups_fk" FOREIGN KEY ("assistant_word_groups_id") REFERENCES "public"."assistant_word_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_unanswered_fk" FOREIGN KEY ("assistant_unanswered_id") REFERENCES "public"."assistant_unanswered"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_assistant_word_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_word_groups_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_unanswered_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_unanswered_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_word_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_unanswered" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assistant_word_groups" CASCADE;
  DROP TABLE "assistant_unanswered" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_word_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_unanswered_fk";
  
  DROP INDEX "payload_locked_documents_rels_assistant_word_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_unanswered_id_idx";
  ALTER TABLE "assistant_answers" DROP COLUMN "helpful_count";
  ALTER TABLE "assistant_answers" DROP COLUMN "not_helpful_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_word_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_unanswered_id";`)
}
