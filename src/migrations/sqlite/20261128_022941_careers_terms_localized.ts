import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`careers_page_mission_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_mission_values_order_idx\` ON \`careers_page_mission_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_mission_values_parent_id_idx\` ON \`careers_page_mission_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_mission_values_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_mission_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_mission_values_locales_locale_parent_id_unique\` ON \`careers_page_mission_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_pathways_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_pathways_items_order_idx\` ON \`careers_page_pathways_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_pathways_items_parent_id_idx\` ON \`careers_page_pathways_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_pathways_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_pathways_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_pathways_items_locales_locale_parent_id_unique\` ON \`careers_page_pathways_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_life_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_life_highlights_order_idx\` ON \`careers_page_life_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_life_highlights_parent_id_idx\` ON \`careers_page_life_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_life_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_life_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_life_highlights_locales_locale_parent_id_unique\` ON \`careers_page_life_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_perks_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_perks_items_order_idx\` ON \`careers_page_perks_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_perks_items_parent_id_idx\` ON \`careers_page_perks_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_perks_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_perks_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_perks_items_locales_locale_parent_id_unique\` ON \`careers_page_perks_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_impact_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_impact_figures_order_idx\` ON \`careers_page_impact_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_impact_figures_parent_id_idx\` ON \`careers_page_impact_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_impact_figures_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page_impact_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_impact_figures_locales_locale_parent_id_unique\` ON \`careers_page_impact_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`careers_page_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`hero_action\` text,
  	\`mission_title\` text,
  	\`mission_text\` text,
  	\`pathways_title\` text,
  	\`pathways_intro\` text,
  	\`life_title\` text,
  	\`life_text\` text,
  	\`perks_title\` text,
  	\`impact_title\` text,
  	\`closing_title\` text,
  	\`closing_text\` text,
  	\`closing_action\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_locales_locale_parent_id_unique\` ON \`careers_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_sections_order_idx\` ON \`terms_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`terms_sections_parent_id_idx\` ON \`terms_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms_sections_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_sections_locales_locale_parent_id_unique\` ON \`terms_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`terms_locales\` (
  	\`title\` text,
  	\`effective_date\` text,
  	\`summary\` text,
  	\`intro\` text,
  	\`contact_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`careers_page_mission_values\`;`)
  await db.run(sql`DROP TABLE \`careers_page_mission_values_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_pathways_items\`;`)
  await db.run(sql`DROP TABLE \`careers_page_pathways_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_life_highlights\`;`)
  await db.run(sql`DROP TABLE \`careers_page_life_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_perks_items\`;`)
  await db.run(sql`DROP TABLE \`careers_page_perks_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page_impact_figures\`;`)
  await db.run(sql`DROP TABLE \`careers_page_impact_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_page\`;`)
  await db.run(sql`DROP TABLE \`careers_page_locales\`;`)
  await db.run(sql`DROP TABLE \`terms_sections\`;`)
  await db.run(sql`DROP TABLE \`terms_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`terms\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
}
