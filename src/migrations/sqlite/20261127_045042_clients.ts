import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`client_companies_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`client_companies_contacts_order_idx\` ON \`client_companies_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_contacts_parent_id_idx\` ON \`client_companies_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`client_companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`industry\` text,
  	\`city\` text,
  	\`gstin\` text,
  	\`status\` text DEFAULT 'prospect' NOT NULL,
  	\`owner_id\` integer,
  	\`converted_from_id\` integer,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`converted_from_id\`) REFERENCES \`team_up_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_companies_name_idx\` ON \`client_companies\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_status_idx\` ON \`client_companies\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_owner_idx\` ON \`client_companies\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_converted_from_idx\` ON \`client_companies\` (\`converted_from_id\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_updated_at_idx\` ON \`client_companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_companies_created_at_idx\` ON \`client_companies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`requirements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`headcount\` numeric DEFAULT 1 NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`owner_id\` integer,
  	\`opening_id\` integer,
  	\`confidential\` integer DEFAULT false,
  	\`experience_min\` numeric,
  	\`experience_max\` numeric,
  	\`budget_min\` numeric,
  	\`budget_max\` numeric,
  	\`budget_unit\` text DEFAULT 'year',
  	\`location\` text,
  	\`work_mode\` text,
  	\`employment_type\` text,
  	\`target_start\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`opening_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`requirements_client_idx\` ON \`requirements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`requirements_status_idx\` ON \`requirements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requirements_owner_idx\` ON \`requirements\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`requirements_opening_idx\` ON \`requirements\` (\`opening_id\`);`)
  await db.run(sql`CREATE INDEX \`requirements_updated_at_idx\` ON \`requirements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requirements_created_at_idx\` ON \`requirements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`requirements_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`requirements_texts_order_parent\` ON \`requirements_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shortlists_candidates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`application_id\` integer,
  	\`summary\` text,
  	\`show_full_name\` integer DEFAULT false,
  	\`show_email\` integer DEFAULT false,
  	\`show_phone\` integer DEFAULT false,
  	\`show_expected_salary\` integer DEFAULT false,
  	\`resume_id\` integer,
  	\`mask_resume\` integer DEFAULT true,
  	\`decision\` text,
  	\`decision_reason\` text,
  	\`decided_at\` text,
  	\`decided_by\` text,
  	\`decision_text\` text,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resume_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shortlists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shortlists_candidates_order_idx\` ON \`shortlists_candidates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_candidates_parent_id_idx\` ON \`shortlists_candidates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_candidates_candidate_idx\` ON \`shortlists_candidates\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_candidates_application_idx\` ON \`shortlists_candidates\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_candidates_resume_idx\` ON \`shortlists_candidates\` (\`resume_id\`);`)
  await db.run(sql`CREATE TABLE \`shortlists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`requirement_id\` integer NOT NULL,
  	\`client_id\` integer,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`sent_at\` text,
  	\`sent_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`requirement_id\`) REFERENCES \`requirements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shortlists_requirement_idx\` ON \`shortlists\` (\`requirement_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_client_idx\` ON \`shortlists\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_status_idx\` ON \`shortlists\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_sent_at_idx\` ON \`shortlists\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_sent_by_idx\` ON \`shortlists\` (\`sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_updated_at_idx\` ON \`shortlists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shortlists_created_at_idx\` ON \`shortlists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`interviews_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`minutes\` numeric DEFAULT 60 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_slots_order_idx\` ON \`interviews_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`interviews_slots_parent_id_idx\` ON \`interviews_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`interviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`candidate_id\` integer NOT NULL,
  	\`application_id\` integer,
  	\`requirement_id\` integer,
  	\`client_id\` integer,
  	\`status\` text DEFAULT 'proposed' NOT NULL,
  	\`place\` text,
  	\`video_link\` text,
  	\`booked_slot\` text,
  	\`ics_uid\` text,
  	\`ics_sequence\` numeric DEFAULT 0,
  	\`reminder24h_sent_at\` text,
  	\`reminder2h_sent_at\` text,
  	\`feedback_decision\` text,
  	\`feedback_reason\` text,
  	\`feedback_at\` text,
  	\`feedback_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requirement_id\`) REFERENCES \`requirements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_candidate_idx\` ON \`interviews\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_application_idx\` ON \`interviews\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_requirement_idx\` ON \`interviews\` (\`requirement_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_client_idx\` ON \`interviews\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_status_idx\` ON \`interviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`interviews_reminder24h_sent_at_idx\` ON \`interviews\` (\`reminder24h_sent_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_reminder2h_sent_at_idx\` ON \`interviews\` (\`reminder2h_sent_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_updated_at_idx\` ON \`interviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_created_at_idx\` ON \`interviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`interviews_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_texts_order_parent\` ON \`interviews_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`placements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`candidate_id\` integer NOT NULL,
  	\`application_id\` integer,
  	\`client_id\` integer NOT NULL,
  	\`requirement_id\` integer,
  	\`recruiter_id\` integer,
  	\`joining_date\` text NOT NULL,
  	\`guarantee_ends\` text,
  	\`salary_amount\` numeric,
  	\`salary_unit\` text DEFAULT 'year',
  	\`fee_kind\` text DEFAULT 'percent',
  	\`fee_percent\` numeric,
  	\`fee_amount\` numeric,
  	\`invoice_status\` text DEFAULT 'to-invoice' NOT NULL,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requirement_id\`) REFERENCES \`requirements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recruiter_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`placements_candidate_idx\` ON \`placements\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_application_idx\` ON \`placements\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_client_idx\` ON \`placements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_requirement_idx\` ON \`placements\` (\`requirement_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_recruiter_idx\` ON \`placements\` (\`recruiter_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_joining_date_idx\` ON \`placements\` (\`joining_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_guarantee_ends_idx\` ON \`placements\` (\`guarantee_ends\`);`)
  await db.run(sql`CREATE INDEX \`placements_invoice_status_idx\` ON \`placements\` (\`invoice_status\`);`)
  await db.run(sql`CREATE INDEX \`placements_updated_at_idx\` ON \`placements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`placements_created_at_idx\` ON \`placements\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`openings\` ADD \`requirement_id\` integer REFERENCES requirements(id);`)
  await db.run(sql`CREATE INDEX \`openings_requirement_idx\` ON \`openings\` (\`requirement_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_companies_id\` integer REFERENCES client_companies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`requirements_id\` integer REFERENCES requirements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shortlists_id\` integer REFERENCES shortlists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`interviews_id\` integer REFERENCES interviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`placements_id\` integer REFERENCES placements(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`client_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requirements_id_idx\` ON \`payload_locked_documents_rels\` (\`requirements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shortlists_id_idx\` ON \`payload_locked_documents_rels\` (\`shortlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_placements_id_idx\` ON \`payload_locked_documents_rels\` (\`placements_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`replacement_guarantee_days\` numeric DEFAULT 90;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`client_companies_contacts\`;`)
  await db.run(sql`DROP TABLE \`client_companies\`;`)
  await db.run(sql`DROP TABLE \`requirements\`;`)
  await db.run(sql`DROP TABLE \`requirements_texts\`;`)
  await db.run(sql`DROP TABLE \`shortlists_candidates\`;`)
  await db.run(sql`DROP TABLE \`shortlists\`;`)
  await db.run(sql`DROP TABLE \`interviews_slots\`;`)
  await db.run(sql`DROP TABLE \`interviews\`;`)
  await db.run(sql`DROP TABLE \`interviews_texts\`;`)
  await db.run(sql`DROP TABLE \`placements\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_openings\` (
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
  await db.run(sql`INSERT INTO \`__new_openings\`("id", "title", "slug", "status", "date_posted", "valid_through", "category_id", "service_id", "summary", "employment_type", "work_mode", "area", "experience_min", "experience_max", "salary_min", "salary_max", "salary_unit", "description", "client_kind", "client_name", "updated_at", "created_at") SELECT "id", "title", "slug", "status", "date_posted", "valid_through", "category_id", "service_id", "summary", "employment_type", "work_mode", "area", "experience_min", "experience_max", "salary_min", "salary_max", "salary_unit", "description", "client_kind", "client_name", "updated_at", "created_at" FROM \`openings\`;`)
  await db.run(sql`DROP TABLE \`openings\`;`)
  await db.run(sql`ALTER TABLE \`__new_openings\` RENAME TO \`openings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`openings_slug_idx\` ON \`openings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`openings_status_idx\` ON \`openings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`openings_date_posted_idx\` ON \`openings\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`openings_category_idx\` ON \`openings\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`openings_service_idx\` ON \`openings\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`openings_updated_at_idx\` ON \`openings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`openings_created_at_idx\` ON \`openings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contact_messages_id\` integer,
  	\`team_up_requests_id\` integer,
  	\`talent_applications_id\` integer,
  	\`candidates_id\` integer,
  	\`support_requests_id\` integer,
  	\`subscribers_id\` integer,
  	\`skills_id\` integer,
  	\`inbound_mail_id\` integer,
  	\`categories_id\` integer,
  	\`subpages_id\` integer,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`openings_id\` integer,
  	\`clients_id\` integer,
  	\`featured_solutions_id\` integer,
  	\`testimonials_id\` integer,
  	\`assistant_answers_id\` integer,
  	\`assistant_word_groups_id\` integer,
  	\`assistant_unanswered_id\` integer,
  	\`assistant_visitors_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`reply_templates_id\` integer,
  	\`otp_codes_id\` integer,
  	\`lead_activity_id\` integer,
  	\`resumes_id\` integer,
  	\`candidate_searches_id\` integer,
  	\`follow_up_digests_id\` integer,
  	\`inbound_mailboxes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_up_requests_id\`) REFERENCES \`team_up_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_applications_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inbound_mail_id\`) REFERENCES \`inbound_mail\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subpages_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`openings_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_solutions_id\`) REFERENCES \`featured_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_answers_id\`) REFERENCES \`assistant_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_word_groups_id\`) REFERENCES \`assistant_word_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_unanswered_id\`) REFERENCES \`assistant_unanswered\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_visitors_id\`) REFERENCES \`assistant_visitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reply_templates_id\`) REFERENCES \`reply_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`otp_codes_id\`) REFERENCES \`otp_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_activity_id\`) REFERENCES \`lead_activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_searches_id\`) REFERENCES \`candidate_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`follow_up_digests_id\`) REFERENCES \`follow_up_digests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inbound_mailboxes_id\`) REFERENCES \`inbound_mailboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "candidates_id", "support_requests_id", "subscribers_id", "skills_id", "inbound_mail_id", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "openings_id", "clients_id", "featured_solutions_id", "testimonials_id", "assistant_answers_id", "assistant_word_groups_id", "assistant_unanswered_id", "assistant_visitors_id", "media_id", "users_id", "members_id", "reply_templates_id", "otp_codes_id", "lead_activity_id", "resumes_id", "candidate_searches_id", "follow_up_digests_id", "inbound_mailboxes_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "candidates_id", "support_requests_id", "subscribers_id", "skills_id", "inbound_mail_id", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "openings_id", "clients_id", "featured_solutions_id", "testimonials_id", "assistant_answers_id", "assistant_word_groups_id", "assistant_unanswered_id", "assistant_visitors_id", "media_id", "users_id", "members_id", "reply_templates_id", "otp_codes_id", "lead_activity_id", "resumes_id", "candidate_searches_id", "follow_up_digests_id", "inbound_mailboxes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_up_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`team_up_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skills_id_idx\` ON \`payload_locked_documents_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inbound_mail_id_idx\` ON \`payload_locked_documents_rels\` (\`inbound_mail_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subpages_id_idx\` ON \`payload_locked_documents_rels\` (\`subpages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_word_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_word_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_unanswered_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_unanswered_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_visitors_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_visitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reply_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`reply_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_otp_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`otp_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidate_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follow_up_digests_id_idx\` ON \`payload_locked_documents_rels\` (\`follow_up_digests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inbound_mailboxes_id_idx\` ON \`payload_locked_documents_rels\` (\`inbound_mailboxes_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`replacement_guarantee_days\`;`)
}
