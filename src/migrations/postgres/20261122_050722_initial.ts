import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subpages_flipcards_icon" AS ENUM('users', 'rocket', 'shield', 'chart', 'code', 'brain', 'handshake', 'graduation');
  CREATE TYPE "public"."enum_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_site_settings_social_links_network" AS ENUM('LinkedIn', 'Instagram', 'X', 'Facebook', 'YouTube');
  CREATE TABLE "categories_hero_c_t_as" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "categories_blocks_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "categories_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "categories_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_process_flow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "categories_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "categories_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"hero_headline" varchar,
  	"hero_subtext" varchar,
  	"cta_headline" varchar,
  	"cta_subtext" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "subpages_flipcards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"icon" "enum_subpages_flipcards_icon"
  );
  
  CREATE TABLE "subpages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_default" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "subpages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "subpages_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_examples_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "subpages_blocks_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_flipcards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_packages_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "subpages_blocks_packages_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "subpages_blocks_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages_blocks_target" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "subpages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"summary" varchar,
  	"image_id" integer,
  	"body" varchar,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blogs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blogs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_blogs_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"description" varchar,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "featured_solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer,
  	"description" varchar,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"subpages_id" integer,
  	"blogs_id" integer,
  	"blog_categories_id" integer,
  	"clients_id" integer,
  	"featured_solutions_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar DEFAULT 'Pune' NOT NULL,
  	"address_region" varchar DEFAULT 'Maharashtra' NOT NULL,
  	"address_postal_code" varchar NOT NULL,
  	"address_country" varchar DEFAULT 'India' NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"hours" varchar DEFAULT 'Monday – Friday | 9 AM – 9 PM IST' NOT NULL,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "categories_hero_c_t_as" ADD CONSTRAINT "categories_hero_c_t_as_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_overview" ADD CONSTRAINT "categories_blocks_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_description" ADD CONSTRAINT "categories_blocks_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_features_items" ADD CONSTRAINT "categories_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_features" ADD CONSTRAINT "categories_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_benefits_items" ADD CONSTRAINT "categories_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_benefits" ADD CONSTRAINT "categories_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_cta" ADD CONSTRAINT "categories_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_blocks_html" ADD CONSTRAINT "categories_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_process_flow" ADD CONSTRAINT "categories_process_flow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_case_studies" ADD CONSTRAINT "categories_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_cta_buttons" ADD CONSTRAINT "categories_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_texts" ADD CONSTRAINT "categories_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_flipcards" ADD CONSTRAINT "subpages_flipcards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_hero" ADD CONSTRAINT "subpages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_default" ADD CONSTRAINT "subpages_blocks_default_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_features_items" ADD CONSTRAINT "subpages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_features" ADD CONSTRAINT "subpages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_benefits_items" ADD CONSTRAINT "subpages_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_benefits" ADD CONSTRAINT "subpages_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_examples_examples" ADD CONSTRAINT "subpages_blocks_examples_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages_blocks_examples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_examples" ADD CONSTRAINT "subpages_blocks_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_flipcards" ADD CONSTRAINT "subpages_blocks_flipcards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_packages_packages_features" ADD CONSTRAINT "subpages_blocks_packages_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages_blocks_packages_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_packages_packages" ADD CONSTRAINT "subpages_blocks_packages_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages_blocks_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_packages" ADD CONSTRAINT "subpages_blocks_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_cta" ADD CONSTRAINT "subpages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages_blocks_target" ADD CONSTRAINT "subpages_blocks_target_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subpages" ADD CONSTRAINT "subpages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subpages" ADD CONSTRAINT "subpages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs_texts" ADD CONSTRAINT "blogs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_parent_id_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_category_id_blog_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v_texts" ADD CONSTRAINT "_blogs_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients" ADD CONSTRAINT "clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_solutions" ADD CONSTRAINT "featured_solutions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subpages_fk" FOREIGN KEY ("subpages_id") REFERENCES "public"."subpages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_featured_solutions_fk" FOREIGN KEY ("featured_solutions_id") REFERENCES "public"."featured_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "categories_hero_c_t_as_order_idx" ON "categories_hero_c_t_as" USING btree ("_order");
  CREATE INDEX "categories_hero_c_t_as_parent_id_idx" ON "categories_hero_c_t_as" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_overview_order_idx" ON "categories_blocks_overview" USING btree ("_order");
  CREATE INDEX "categories_blocks_overview_parent_id_idx" ON "categories_blocks_overview" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_overview_path_idx" ON "categories_blocks_overview" USING btree ("_path");
  CREATE INDEX "categories_blocks_description_order_idx" ON "categories_blocks_description" USING btree ("_order");
  CREATE INDEX "categories_blocks_description_parent_id_idx" ON "categories_blocks_description" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_description_path_idx" ON "categories_blocks_description" USING btree ("_path");
  CREATE INDEX "categories_blocks_features_items_order_idx" ON "categories_blocks_features_items" USING btree ("_order");
  CREATE INDEX "categories_blocks_features_items_parent_id_idx" ON "categories_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_features_order_idx" ON "categories_blocks_features" USING btree ("_order");
  CREATE INDEX "categories_blocks_features_parent_id_idx" ON "categories_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_features_path_idx" ON "categories_blocks_features" USING btree ("_path");
  CREATE INDEX "categories_blocks_benefits_items_order_idx" ON "categories_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "categories_blocks_benefits_items_parent_id_idx" ON "categories_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_benefits_order_idx" ON "categories_blocks_benefits" USING btree ("_order");
  CREATE INDEX "categories_blocks_benefits_parent_id_idx" ON "categories_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_benefits_path_idx" ON "categories_blocks_benefits" USING btree ("_path");
  CREATE INDEX "categories_blocks_cta_order_idx" ON "categories_blocks_cta" USING btree ("_order");
  CREATE INDEX "categories_blocks_cta_parent_id_idx" ON "categories_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_cta_path_idx" ON "categories_blocks_cta" USING btree ("_path");
  CREATE INDEX "categories_blocks_html_order_idx" ON "categories_blocks_html" USING btree ("_order");
  CREATE INDEX "categories_blocks_html_parent_id_idx" ON "categories_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "categories_blocks_html_path_idx" ON "categories_blocks_html" USING btree ("_path");
  CREATE INDEX "categories_process_flow_order_idx" ON "categories_process_flow" USING btree ("_order");
  CREATE INDEX "categories_process_flow_parent_id_idx" ON "categories_process_flow" USING btree ("_parent_id");
  CREATE INDEX "categories_case_studies_order_idx" ON "categories_case_studies" USING btree ("_order");
  CREATE INDEX "categories_case_studies_parent_id_idx" ON "categories_case_studies" USING btree ("_parent_id");
  CREATE INDEX "categories_cta_buttons_order_idx" ON "categories_cta_buttons" USING btree ("_order");
  CREATE INDEX "categories_cta_buttons_parent_id_idx" ON "categories_cta_buttons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_texts_order_parent" ON "categories_texts" USING btree ("order","parent_id");
  CREATE INDEX "subpages_flipcards_order_idx" ON "subpages_flipcards" USING btree ("_order");
  CREATE INDEX "subpages_flipcards_parent_id_idx" ON "subpages_flipcards" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_hero_order_idx" ON "subpages_blocks_hero" USING btree ("_order");
  CREATE INDEX "subpages_blocks_hero_parent_id_idx" ON "subpages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_hero_path_idx" ON "subpages_blocks_hero" USING btree ("_path");
  CREATE INDEX "subpages_blocks_default_order_idx" ON "subpages_blocks_default" USING btree ("_order");
  CREATE INDEX "subpages_blocks_default_parent_id_idx" ON "subpages_blocks_default" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_default_path_idx" ON "subpages_blocks_default" USING btree ("_path");
  CREATE INDEX "subpages_blocks_features_items_order_idx" ON "subpages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "subpages_blocks_features_items_parent_id_idx" ON "subpages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_features_order_idx" ON "subpages_blocks_features" USING btree ("_order");
  CREATE INDEX "subpages_blocks_features_parent_id_idx" ON "subpages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_features_path_idx" ON "subpages_blocks_features" USING btree ("_path");
  CREATE INDEX "subpages_blocks_benefits_items_order_idx" ON "subpages_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "subpages_blocks_benefits_items_parent_id_idx" ON "subpages_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_benefits_order_idx" ON "subpages_blocks_benefits" USING btree ("_order");
  CREATE INDEX "subpages_blocks_benefits_parent_id_idx" ON "subpages_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_benefits_path_idx" ON "subpages_blocks_benefits" USING btree ("_path");
  CREATE INDEX "subpages_blocks_examples_examples_order_idx" ON "subpages_blocks_examples_examples" USING btree ("_order");
  CREATE INDEX "subpages_blocks_examples_examples_parent_id_idx" ON "subpages_blocks_examples_examples" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_examples_order_idx" ON "subpages_blocks_examples" USING btree ("_order");
  CREATE INDEX "subpages_blocks_examples_parent_id_idx" ON "subpages_blocks_examples" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_examples_path_idx" ON "subpages_blocks_examples" USING btree ("_path");
  CREATE INDEX "subpages_blocks_flipcards_order_idx" ON "subpages_blocks_flipcards" USING btree ("_order");
  CREATE INDEX "subpages_blocks_flipcards_parent_id_idx" ON "subpages_blocks_flipcards" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_flipcards_path_idx" ON "subpages_blocks_flipcards" USING btree ("_path");
  CREATE INDEX "subpages_blocks_packages_packages_features_order_idx" ON "subpages_blocks_packages_packages_features" USING btree ("_order");
  CREATE INDEX "subpages_blocks_packages_packages_features_parent_id_idx" ON "subpages_blocks_packages_packages_features" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_packages_packages_order_idx" ON "subpages_blocks_packages_packages" USING btree ("_order");
  CREATE INDEX "subpages_blocks_packages_packages_parent_id_idx" ON "subpages_blocks_packages_packages" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_packages_order_idx" ON "subpages_blocks_packages" USING btree ("_order");
  CREATE INDEX "subpages_blocks_packages_parent_id_idx" ON "subpages_blocks_packages" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_packages_path_idx" ON "subpages_blocks_packages" USING btree ("_path");
  CREATE INDEX "subpages_blocks_cta_order_idx" ON "subpages_blocks_cta" USING btree ("_order");
  CREATE INDEX "subpages_blocks_cta_parent_id_idx" ON "subpages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_cta_path_idx" ON "subpages_blocks_cta" USING btree ("_path");
  CREATE INDEX "subpages_blocks_target_order_idx" ON "subpages_blocks_target" USING btree ("_order");
  CREATE INDEX "subpages_blocks_target_parent_id_idx" ON "subpages_blocks_target" USING btree ("_parent_id");
  CREATE INDEX "subpages_blocks_target_path_idx" ON "subpages_blocks_target" USING btree ("_path");
  CREATE UNIQUE INDEX "subpages_slug_idx" ON "subpages" USING btree ("slug");
  CREATE INDEX "subpages_category_idx" ON "subpages" USING btree ("category_id");
  CREATE INDEX "subpages_image_idx" ON "subpages" USING btree ("image_id");
  CREATE INDEX "subpages_updated_at_idx" ON "subpages" USING btree ("updated_at");
  CREATE INDEX "subpages_created_at_idx" ON "subpages" USING btree ("created_at");
  CREATE UNIQUE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");
  CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category_id");
  CREATE INDEX "blogs_published_at_idx" ON "blogs" USING btree ("published_at");
  CREATE INDEX "blogs_image_idx" ON "blogs" USING btree ("image_id");
  CREATE INDEX "blogs_updated_at_idx" ON "blogs" USING btree ("updated_at");
  CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");
  CREATE INDEX "blogs__status_idx" ON "blogs" USING btree ("_status");
  CREATE INDEX "blogs_texts_order_parent" ON "blogs_texts" USING btree ("order","parent_id");
  CREATE INDEX "_blogs_v_parent_idx" ON "_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_version_slug_idx" ON "_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_blogs_v_version_version_category_idx" ON "_blogs_v" USING btree ("version_category_id");
  CREATE INDEX "_blogs_v_version_version_published_at_idx" ON "_blogs_v" USING btree ("version_published_at");
  CREATE INDEX "_blogs_v_version_version_image_idx" ON "_blogs_v" USING btree ("version_image_id");
  CREATE INDEX "_blogs_v_version_version_updated_at_idx" ON "_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_blogs_v_version_version_created_at_idx" ON "_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_blogs_v_version_version__status_idx" ON "_blogs_v" USING btree ("version__status");
  CREATE INDEX "_blogs_v_created_at_idx" ON "_blogs_v" USING btree ("created_at");
  CREATE INDEX "_blogs_v_updated_at_idx" ON "_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_blogs_v_latest_idx" ON "_blogs_v" USING btree ("latest");
  CREATE INDEX "_blogs_v_texts_order_parent" ON "_blogs_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "blog_categories_name_idx" ON "blog_categories" USING btree ("name");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE INDEX "clients_logo_idx" ON "clients" USING btree ("logo_id");
  CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");
  CREATE INDEX "featured_solutions_image_idx" ON "featured_solutions" USING btree ("image_id");
  CREATE INDEX "featured_solutions_updated_at_idx" ON "featured_solutions" USING btree ("updated_at");
  CREATE INDEX "featured_solutions_created_at_idx" ON "featured_solutions" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_subpages_id_idx" ON "payload_locked_documents_rels" USING btree ("subpages_id");
  CREATE INDEX "payload_locked_documents_rels_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("blogs_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_featured_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("featured_solutions_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "categories_hero_c_t_as" CASCADE;
  DROP TABLE "categories_blocks_overview" CASCADE;
  DROP TABLE "categories_blocks_description" CASCADE;
  DROP TABLE "categories_blocks_features_items" CASCADE;
  DROP TABLE "categories_blocks_features" CASCADE;
  DROP TABLE "categories_blocks_benefits_items" CASCADE;
  DROP TABLE "categories_blocks_benefits" CASCADE;
  DROP TABLE "categories_blocks_cta" CASCADE;
  DROP TABLE "categories_blocks_html" CASCADE;
  DROP TABLE "categories_process_flow" CASCADE;
  DROP TABLE "categories_case_studies" CASCADE;
  DROP TABLE "categories_cta_buttons" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_texts" CASCADE;
  DROP TABLE "subpages_flipcards" CASCADE;
  DROP TABLE "subpages_blocks_hero" CASCADE;
  DROP TABLE "subpages_blocks_default" CASCADE;
  DROP TABLE "subpages_blocks_features_items" CASCADE;
  DROP TABLE "subpages_blocks_features" CASCADE;
  DROP TABLE "subpages_blocks_benefits_items" CASCADE;
  DROP TABLE "subpages_blocks_benefits" CASCADE;
  DROP TABLE "subpages_blocks_examples_examples" CASCADE;
  DROP TABLE "subpages_blocks_examples" CASCADE;
  DROP TABLE "subpages_blocks_flipcards" CASCADE;
  DROP TABLE "subpages_blocks_packages_packages_features" CASCADE;
  DROP TABLE "subpages_blocks_packages_packages" CASCADE;
  DROP TABLE "subpages_blocks_packages" CASCADE;
  DROP TABLE "subpages_blocks_cta" CASCADE;
  DROP TABLE "subpages_blocks_target" CASCADE;
  DROP TABLE "subpages" CASCADE;
  DROP TABLE "blogs" CASCADE;
  DROP TABLE "blogs_texts" CASCADE;
  DROP TABLE "_blogs_v" CASCADE;
  DROP TABLE "_blogs_v_texts" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "clients" CASCADE;
  DROP TABLE "featured_solutions" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_subpages_flipcards_icon";
  DROP TYPE "public"."enum_blogs_status";
  DROP TYPE "public"."enum__blogs_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_social_links_network";`)
}
