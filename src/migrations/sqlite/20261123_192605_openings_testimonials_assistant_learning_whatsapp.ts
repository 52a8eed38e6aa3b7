import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`openings_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`openings_responsibilities_order_idx\` ON \`openings_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`openings_responsibilities_parent_id_idx\` ON \`openings_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`openings_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`openings_requirements_order_idx\` ON \`openings_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`openings_requirements_parent_id_idx\` ON \`openings_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`openings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`date_posted\` text NOT NULL,
  	\`valid_through\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`service_id\` integer,
  	\`summary\` text NOT NULL,
  	\`employment_type\` text NOT NULL,
  	\`work_mode\` text NOT NULL,
  	\`area\` text,
  	\`experience_min\` numeric DEFAULT 0 NOT NULL,
  	\`experience_max\` numeric,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_unit\` text DEFAULT 'month',
  	\`description\` text NOT NULL,
  	\`client_kind\` text DEFAULT 'agency' NOT NULL,
  	\`client_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`openings_slug_idx\` ON \`openings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`openings_status_idx\` ON \`openings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`openings_date_posted_idx\` ON \`openings\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`openings_category_idx\` ON \`openings\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`openings_service_idx\` ON \`openings\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`openings_updated_at_idx\` ON \`openings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`openings_created_at_idx\` ON \`openings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`openings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`openings_texts_order_parent\` ON \`openings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`company\` text NOT NULL,
  	\`kind\` text DEFAULT 'client' NOT NULL,
  	\`photo_id\` integer,
  	\`approved\` integer DEFAULT false,
  	\`sample\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`assistant_word_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`assistant_word_groups_updated_at_idx\` ON \`assistant_word_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assistant_word_groups_created_at_idx\` ON \`assistant_word_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`assistant_unanswered\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`normalised\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`last_asked_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`assistant_unanswered_normalised_idx\` ON \`assistant_unanswered\` (\`normalised\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unanswered_count_idx\` ON \`assistant_unanswered\` (\`count\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unanswered_last_asked_at_idx\` ON \`assistant_unanswered\` (\`last_asked_at\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unanswered_updated_at_idx\` ON \`assistant_unanswered\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assistant_unanswered_created_at_idx\` ON \`assistant_unanswered\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`testimonial_kind\` text DEFAULT 'client';`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`helpful_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` ADD \`not_helpful_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`team_up_requests\` ADD \`engagement_model\` text;`)
  await db.run(sql`ALTER TABLE \`talent_applications\` ADD \`opening_id\` integer REFERENCES openings(id);`)
  await db.run(sql`CREATE INDEX \`talent_applications_opening_idx\` ON \`talent_applications\` (\`opening_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_opening_idx\` ON \`talent_applications\` (\`member_id\`,\`opening_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`openings_id\` integer REFERENCES openings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assistant_word_groups_id\` integer REFERENCES assistant_word_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assistant_unanswered_id\` integer REFERENCES assistant_unanswered(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_word_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_word_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_unanswered_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_unanswered_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whats_app_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whats_app_enabled\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`openings_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`openings_requirements\`;`)
  await db.run(sql`DROP TABLE \`openings\`;`)
  await db.run(sql`DROP TABLE \`openings_texts\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`assistant_word_groups\`;`)
  await db.run(sql`DROP TABLE \`assistant_unanswered\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_talent_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`anything_else\` text NOT NULL,
  	\`resume_name\` text,
  	\`resume_type\` text,
  	\`resume_size\` numeric,
  	\`resume_file\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`consent_version\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`source_page\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`spam\` integer DEFAULT false,
  	\`notify_state\` text DEFAULT 'pending',
  	\`notified_at\` text,
  	\`notify_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_talent_applications\`("id", "first_name", "last_name", "email", "phone", "location", "member_id", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "location", "member_id", "anything_else", "resume_name", "resume_type", "resume_size", "resume_file", "consent_at", "consent_version", "status", "assignee_id", "internal_notes", "source_page", "utm_source", "utm_medium", "utm_campaign", "spam", "notify_state", "notified_at", "notify_error", "updated_at", "created_at" FROM \`talent_applications\`;`)
  await db.run(sql`DROP TABLE \`talent_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_talent_applications\` RENAME TO \`talent_applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`talent_applications_member_idx\` ON \`talent_applications\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_status_idx\` ON \`talent_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_assignee_idx\` ON \`talent_applications\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_spam_idx\` ON \`talent_applications\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_updated_at_idx\` ON \`talent_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_applications_created_at_idx\` ON \`talent_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`assistant_answers_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`otp_codes_id\` integer,
  	\`contact_messages_id\` integer,
  	\`team_up_requests_id\` integer,
  	\`talent_applications_id\` integer,
  	\`subscribers_id\` integer,
  	\`support_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subpages_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_solutions_id\`) REFERENCES \`featured_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_answers_id\`) REFERENCES \`assistant_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`otp_codes_id\`) REFERENCES \`otp_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_up_requests_id\`) REFERENCES \`team_up_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_applications_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "clients_id", "featured_solutions_id", "assistant_answers_id", "media_id", "users_id", "members_id", "otp_codes_id", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "subscribers_id", "support_requests_id") SELECT "id", "order", "parent_id", "path", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "clients_id", "featured_solutions_id", "assistant_answers_id", "media_id", "users_id", "members_id", "otp_codes_id", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "subscribers_id", "support_requests_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subpages_id_idx\` ON \`payload_locked_documents_rels\` (\`subpages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_otp_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`otp_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_up_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`team_up_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`testimonial_kind\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`helpful_count\`;`)
  await db.run(sql`ALTER TABLE \`assistant_answers\` DROP COLUMN \`not_helpful_count\`;`)
  await db.run(sql`ALTER TABLE \`team_up_requests\` DROP COLUMN \`engagement_model\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whats_app_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whats_app_enabled\`;`)
}
