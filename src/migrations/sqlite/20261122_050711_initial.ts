import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`categories_hero_c_t_as\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_hero_c_t_as_order_idx\` ON \`categories_hero_c_t_as\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_hero_c_t_as_parent_id_idx\` ON \`categories_hero_c_t_as\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_overview\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_overview_order_idx\` ON \`categories_blocks_overview\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_overview_parent_id_idx\` ON \`categories_blocks_overview\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_overview_path_idx\` ON \`categories_blocks_overview\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_description\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_description_order_idx\` ON \`categories_blocks_description\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_description_parent_id_idx\` ON \`categories_blocks_description\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_description_path_idx\` ON \`categories_blocks_description\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_features_items_order_idx\` ON \`categories_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_features_items_parent_id_idx\` ON \`categories_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_features_order_idx\` ON \`categories_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_features_parent_id_idx\` ON \`categories_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_features_path_idx\` ON \`categories_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_benefits_items_order_idx\` ON \`categories_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_benefits_items_parent_id_idx\` ON \`categories_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_benefits_order_idx\` ON \`categories_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_benefits_parent_id_idx\` ON \`categories_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_benefits_path_idx\` ON \`categories_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`link\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_cta_order_idx\` ON \`categories_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_cta_parent_id_idx\` ON \`categories_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_cta_path_idx\` ON \`categories_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_blocks_html_order_idx\` ON \`categories_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_html_parent_id_idx\` ON \`categories_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_blocks_html_path_idx\` ON \`categories_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`categories_process_flow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_process_flow_order_idx\` ON \`categories_process_flow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_process_flow_parent_id_idx\` ON \`categories_process_flow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_case_studies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_case_studies_order_idx\` ON \`categories_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_case_studies_parent_id_idx\` ON \`categories_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_cta_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_cta_buttons_order_idx\` ON \`categories_cta_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_cta_buttons_parent_id_idx\` ON \`categories_cta_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`hero_headline\` text,
  	\`hero_subtext\` text,
  	\`cta_headline\` text,
  	\`cta_subtext\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_texts_order_parent\` ON \`categories_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_flipcards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_flipcards_order_idx\` ON \`subpages_flipcards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_flipcards_parent_id_idx\` ON \`subpages_flipcards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_hero_order_idx\` ON \`subpages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_hero_parent_id_idx\` ON \`subpages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_hero_path_idx\` ON \`subpages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_default\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_default_order_idx\` ON \`subpages_blocks_default\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_default_parent_id_idx\` ON \`subpages_blocks_default\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_default_path_idx\` ON \`subpages_blocks_default\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_features_items_order_idx\` ON \`subpages_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_features_items_parent_id_idx\` ON \`subpages_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_features_order_idx\` ON \`subpages_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_features_parent_id_idx\` ON \`subpages_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_features_path_idx\` ON \`subpages_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_benefits_items_order_idx\` ON \`subpages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_benefits_items_parent_id_idx\` ON \`subpages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_benefits_order_idx\` ON \`subpages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_benefits_parent_id_idx\` ON \`subpages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_benefits_path_idx\` ON \`subpages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_examples_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages_blocks_examples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_examples_examples_order_idx\` ON \`subpages_blocks_examples_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_examples_examples_parent_id_idx\` ON \`subpages_blocks_examples_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_examples_order_idx\` ON \`subpages_blocks_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_examples_parent_id_idx\` ON \`subpages_blocks_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_examples_path_idx\` ON \`subpages_blocks_examples\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_flipcards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_flipcards_order_idx\` ON \`subpages_blocks_flipcards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_flipcards_parent_id_idx\` ON \`subpages_blocks_flipcards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_flipcards_path_idx\` ON \`subpages_blocks_flipcards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_packages_packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages_blocks_packages_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_packages_features_order_idx\` ON \`subpages_blocks_packages_packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_packages_features_parent_id_idx\` ON \`subpages_blocks_packages_packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_packages_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`price\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages_blocks_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_packages_order_idx\` ON \`subpages_blocks_packages_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_packages_parent_id_idx\` ON \`subpages_blocks_packages_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_order_idx\` ON \`subpages_blocks_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_parent_id_idx\` ON \`subpages_blocks_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_packages_path_idx\` ON \`subpages_blocks_packages\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_cta_order_idx\` ON \`subpages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_cta_parent_id_idx\` ON \`subpages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_cta_path_idx\` ON \`subpages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages_blocks_target\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subpages_blocks_target_order_idx\` ON \`subpages_blocks_target\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_target_parent_id_idx\` ON \`subpages_blocks_target\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_blocks_target_path_idx\` ON \`subpages_blocks_target\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`subpages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subpages_slug_idx\` ON \`subpages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subpages_category_idx\` ON \`subpages\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_image_idx\` ON \`subpages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`subpages_updated_at_idx\` ON \`subpages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subpages_created_at_idx\` ON \`subpages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_slug_idx\` ON \`blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blogs_category_idx\` ON \`blogs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_at_idx\` ON \`blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_image_idx\` ON \`blogs\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs__status_idx\` ON \`blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`blogs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_texts_order_parent\` ON \`blogs_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_parent_idx\` ON \`_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_slug_idx\` ON \`_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_category_idx\` ON \`_blogs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_published_at_idx\` ON \`_blogs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_image_idx\` ON \`_blogs_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_updated_at_idx\` ON \`_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_created_at_idx\` ON \`_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version__status_idx\` ON \`_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_created_at_idx\` ON \`_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_updated_at_idx\` ON \`_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_latest_idx\` ON \`_blogs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_texts_order_parent\` ON \`_blogs_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_name_idx\` ON \`blog_categories\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`description\` text,
  	\`link\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_logo_idx\` ON \`clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`featured_solutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`description\` text,
  	\`link\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_solutions_image_idx\` ON \`featured_solutions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_solutions_updated_at_idx\` ON \`featured_solutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`featured_solutions_created_at_idx\` ON \`featured_solutions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`subpages_id\` integer,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`clients_id\` integer,
  	\`featured_solutions_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subpages_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_solutions_id\`) REFERENCES \`featured_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subpages_id_idx\` ON \`payload_locked_documents_rels\` (\`subpages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`legal_name\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text DEFAULT 'Pune' NOT NULL,
  	\`address_region\` text DEFAULT 'Maharashtra' NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`address_country\` text DEFAULT 'India' NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`hours\` text DEFAULT 'Monday – Friday | 9 AM – 9 PM IST' NOT NULL,
  	\`seeded_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`categories_hero_c_t_as\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_overview\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_description\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`categories_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`categories_process_flow\`;`)
  await db.run(sql`DROP TABLE \`categories_case_studies\`;`)
  await db.run(sql`DROP TABLE \`categories_cta_buttons\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_texts\`;`)
  await db.run(sql`DROP TABLE \`subpages_flipcards\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_default\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_examples_examples\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_examples\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_flipcards\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_packages_packages_features\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_packages_packages\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_packages\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`subpages_blocks_target\`;`)
  await db.run(sql`DROP TABLE \`subpages\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs_texts\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_texts\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`featured_solutions\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
