import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_careers_page_impact_figures_figure" AS ENUM('candidatesTrained', 'womenReturnersCareers', 'clientRetention', 'industries');
  CREATE TABLE "careers_page_mission_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_page_mission_values_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_pathways_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_page_pathways_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_life_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_page_life_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_perks_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_page_perks_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_impact_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" "enum_careers_page_impact_figures_figure" NOT NULL
  );
  
  CREATE TABLE "careers_page_impact_figures_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "careers_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_lead" varchar,
  	"hero_action" varchar,
  	"mission_title" varchar,
  	"mission_text" varchar,
  	"pathways_title" varchar,
  	"pathways_intro" varchar,
  	"life_title" varchar,
  	"life_text" varchar,
  	"perks_title" varchar,
  	"impact_title" varchar,
  	"closing_title" varchar,
  	"closing_text" varchar,
  	"closing_action" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar NOT NULL
  );
  
  CREATE TABLE "terms_sections_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_locales" (
  	"title" varchar,
  	"effective_date" varchar,
  	"summary" varchar,
  	"intro" varchar,
  	"contact_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "careers_page_mission_values" ADD CONSTRAINT "careers_page_mission_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_mission_values_locales" ADD CONSTRAINT "careers_page_mission_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_mission_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_pathways_items" ADD CONSTRAINT "careers_page_pathways_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_pathways_items_locales" ADD CONSTRAINT "careers_page_pathways_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_pathways_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_life_highlights" ADD CONSTRAINT "careers_page_life_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_life_highlights_locales" ADD CONSTRAINT "careers_page_life_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_life_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_perks_items" ADD CONSTRAINT "careers_page_perks_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_perks_items_locales" ADD CONSTRAINT "careers_page_perks_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_perks_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_impact_figures" ADD CONSTRAINT "careers_page_impact_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_impact_figures_locales" ADD CONSTRAINT "careers_page_impact_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_impact_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_sections" ADD CONSTRAINT "terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_sections_locales" ADD CONSTRAINT "terms_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_locales" ADD CONSTRAINT "terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "careers_page_mission_values_order_idx" ON "careers_page_mission_values" USING btree ("_order");
  CREATE INDEX "careers_page_mission_values_parent_id_idx" ON "careers_page_mission_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_mission_values_locales_locale_parent_id_unique" ON "careers_page_mission_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_pathways_items_order_idx" ON "careers_page_pathways_items" USING btree ("_order");
  CREATE INDEX "careers_page_pathways_items_parent_id_idx" ON "careers_page_pathways_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_pathways_items_locales_locale_parent_id_unique" ON "careers_page_pathways_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_life_highlights_order_idx" ON "careers_page_life_highlights" USING btree ("_order");
  CREATE INDEX "careers_page_life_highlights_parent_id_idx" ON "careers_page_life_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_life_highlights_locales_locale_parent_id_unique" ON "careers_page_life_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_perks_items_order_idx" ON "careers_page_perks_items" USING btree ("_order");
  CREATE INDEX "careers_page_perks_items_parent_id_idx" ON "careers_page_perks_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_perks_items_locales_locale_parent_id_unique" ON "careers_page_perks_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_impact_figures_order_idx" ON "careers_page_impact_figures" USING btree ("_order");
  CREATE INDEX "careers_page_impact_figures_parent_id_idx" ON "careers_page_impact_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_impact_figures_locales_locale_parent_id_unique" ON "careers_page_impact_figures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "careers_page_locales_locale_parent_id_unique" ON "careers_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "terms_sections_order_idx" ON "terms_sections" USING btree ("_order");
  CREATE INDEX "terms_sections_parent_id_idx" ON "terms_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "terms_sections_locales_locale_parent_id_unique" ON "terms_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "terms_locales_locale_parent_id_unique" ON "terms_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "careers_page_mission_values" CASCADE;
  DROP TABLE "careers_page_mission_values_locales" CASCADE;
  DROP TABLE "careers_page_pathways_items" CASCADE;
  DROP TABLE "careers_page_pathways_items_locales" CASCADE;
  DROP TABLE "careers_page_life_highlights" CASCADE;
  DROP TABLE "careers_page_life_highlights_locales" CASCADE;
  DROP TABLE "careers_page_perks_items" CASCADE;
  DROP TABLE "careers_page_perks_items_locales" CASCADE;
  DROP TABLE "careers_page_impact_figures" CASCADE;
  DROP TABLE "careers_page_impact_figures_locales" CASCADE;
  DROP TABLE "careers_page" CASCADE;
  DROP TABLE "careers_page_locales" CASCADE;
  DROP TABLE "terms_sections" CASCADE;
  DROP TABLE "terms_sections_locales" CASCADE;
  DROP TABLE "terms" CASCADE;
  DROP TABLE "terms_locales" CASCADE;
  DROP TYPE "public"."enum_careers_page_impact_figures_figure";`)
}
