import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The FAQs become staff content with a question and answer per language (docs/decisions/languages.md, "The FAQs"):
// a new collection, empty here (the seed writes the starter questions once, marked by site_settings.faqs_seeded_at, on
// a new database and on one seeded before). Down drops them with the marker.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric DEFAULT 100 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`faqs_seeded_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`job_alerts_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`pending_privacy_requests_id\` integer,
  	\`skills_id\` integer,
  	\`inbound_mail_id\` integer,
  	\`client_companies_id\` integer,
  	\`requirements_id\` integer,
  	\`shortlists_id\` integer,
  	\`interviews_id\` integer,
  	\`placements_id\` integer,
  	\`categories_id\` integer,
  	\`subpages_id\` integer,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`openings_id\` integer,
  	\`clients_id\` integer,
  	\`featured_solutions_id\` integer,
  	\`testimonials_id\` integer,
  	\`privacy_notices_id\` integer,
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
  	\`consents_id\` integer,
  	\`candidate_shares_id\` integer,
  	\`access_log_id\` integer,
  	\`breaches_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_up_requests_id\`) REFERENCES \`team_up_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_applications_id\`) REFERENCES \`talent_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alerts_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pending_privacy_requests_id\`) REFERENCES \`pending_privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inbound_mail_id\`) REFERENCES \`inbound_mail\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_companies_id\`) REFERENCES \`client_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`requirements_id\`) REFERENCES \`requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shortlists_id\`) REFERENCES \`shortlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`interviews_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`placements_id\`) REFERENCES \`placements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subpages_id\`) REFERENCES \`subpages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`openings_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_solutions_id\`) REFERENCES \`featured_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_notices_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`inbound_mailboxes_id\`) REFERENCES \`inbound_mailboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consents_id\`) REFERENCES \`consents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_shares_id\`) REFERENCES \`candidate_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_id\`) REFERENCES \`access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`breaches_id\`) REFERENCES \`breaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "candidates_id", "support_requests_id", "subscribers_id", "job_alerts_id", "privacy_requests_id", "pending_privacy_requests_id", "skills_id", "inbound_mail_id", "client_companies_id", "requirements_id", "shortlists_id", "interviews_id", "placements_id", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "openings_id", "clients_id", "featured_solutions_id", "testimonials_id", "privacy_notices_id", "assistant_answers_id", "assistant_word_groups_id", "assistant_unanswered_id", "assistant_visitors_id", "media_id", "users_id", "members_id", "reply_templates_id", "otp_codes_id", "lead_activity_id", "resumes_id", "candidate_searches_id", "follow_up_digests_id", "inbound_mailboxes_id", "consents_id", "candidate_shares_id", "access_log_id", "breaches_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "team_up_requests_id", "talent_applications_id", "candidates_id", "support_requests_id", "subscribers_id", "job_alerts_id", "privacy_requests_id", "pending_privacy_requests_id", "skills_id", "inbound_mail_id", "client_companies_id", "requirements_id", "shortlists_id", "interviews_id", "placements_id", "categories_id", "subpages_id", "blogs_id", "blog_categories_id", "openings_id", "clients_id", "featured_solutions_id", "testimonials_id", "privacy_notices_id", "assistant_answers_id", "assistant_word_groups_id", "assistant_unanswered_id", "assistant_visitors_id", "media_id", "users_id", "members_id", "reply_templates_id", "otp_codes_id", "lead_activity_id", "resumes_id", "candidate_searches_id", "follow_up_digests_id", "inbound_mailboxes_id", "consents_id", "candidate_shares_id", "access_log_id", "breaches_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_up_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`team_up_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pending_privacy_requests_i_idx\` ON \`payload_locked_documents_rels\` (\`pending_privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skills_id_idx\` ON \`payload_locked_documents_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inbound_mail_id_idx\` ON \`payload_locked_documents_rels\` (\`inbound_mail_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`client_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requirements_id_idx\` ON \`payload_locked_documents_rels\` (\`requirements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shortlists_id_idx\` ON \`payload_locked_documents_rels\` (\`shortlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_placements_id_idx\` ON \`payload_locked_documents_rels\` (\`placements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subpages_id_idx\` ON \`payload_locked_documents_rels\` (\`subpages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_notices_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consents_id_idx\` ON \`payload_locked_documents_rels\` (\`consents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidate_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_breaches_id_idx\` ON \`payload_locked_documents_rels\` (\`breaches_id\`);`)
  // After the document locks no longer point at them: the translations, then the questions.
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`faqs_seeded_at\`;`)
}
