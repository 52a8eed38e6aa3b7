import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "candidate_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"owner_id" integer,
  	"query" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_searches_id" integer;
  ALTER TABLE "candidate_searches" ADD CONSTRAINT "candidate_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidate_searches_owner_idx" ON "candidate_searches" USING btree ("owner_id");
  CREATE INDEX "candidate_searches_updated_at_idx" ON "candidate_searches" USING btree ("updated_at");
  CREATE INDEX "candidate_searches_created_at_idx" ON "candidate_searches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_searches_fk" FOREIGN KEY ("candidate_searches_id") REFERENCES "public"."candidate_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_candidate_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidate_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidate_searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_searches_fk";
  
  DROP INDEX "payload_locked_documents_rels_candidate_searches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_searches_id";`)
}
