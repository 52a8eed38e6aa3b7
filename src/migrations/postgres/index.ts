import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_091933_accounts_leads_assistant from './20261122_091933_accounts_leads_assistant';
import * as migration_20261122_105420_s3_storage from './20261122_105420_s3_storage';
import * as migration_20261123_150152_subscriber_double_opt_in from './20261123_150152_subscriber_double_opt_in';
import * as migration_20261123_192613_openings_testimonials_assistant_learning_whatsapp from './20261123_192613_openings_testimonials_assistant_learning_whatsapp';
import * as migration_20261123_223437_talent_pipeline_mail_queue from './20261123_223437_talent_pipeline_mail_queue';
import * as migration_20261123_223503_blog_rich_text from './20261123_223503_blog_rich_text';
import * as migration_20261124_001443_lead_follow_up_first_reply from './20261124_001443_lead_follow_up_first_reply';
import * as migration_20261126_032011_lead_activity_reply_templates from './20261126_032011_lead_activity_reply_templates';
import * as migration_20261126_180457_staff_rules from './20261126_180457_staff_rules';
import * as migration_20261126_192953_assistant_visitors from './20261126_192953_assistant_visitors';
import * as migration_20261126_213000_scale_indexes from './20261126_213000_scale_indexes';
import * as migration_20261126_213531_inbound_mail from './20261126_213531_inbound_mail';
import * as migration_20261126_220000_inbox_keyset from './20261126_220000_inbox_keyset';
import * as migration_20261126_225446_lead_timeline_templates_title from './20261126_225446_lead_timeline_templates_title';
import * as migration_20261127_003311_candidates_resumes from './20261127_003311_candidates_resumes';
import * as migration_20261127_004229_lead_first_reply_unindexed from './20261127_004229_lead_first_reply_unindexed';
import * as migration_20261127_004500_candidates_from_applications from './20261127_004500_candidates_from_applications';
import * as migration_20261127_010227_candidate_searches from './20261127_010227_candidate_searches';
import * as migration_20261127_010407_skills_and_resume_reading from './20261127_010407_skills_and_resume_reading';
import * as migration_20261127_010442_sourced_applications from './20261127_010442_sourced_applications';
import * as migration_20261127_020740_talent_pool_schema from './20261127_020740_talent_pool_schema';
import * as migration_20261127_030000_candidate_search from './20261127_030000_candidate_search';
import * as migration_20261127_040000_candidate_search_head_inline from './20261127_040000_candidate_search_head_inline';
import * as migration_20261127_045130_clients from './20261127_045130_clients';
import * as migration_20261127_045429_jobAlerts from './20261127_045429_jobAlerts';
import * as migration_20261127_050428_interviews from './20261127_050428_interviews';
import * as migration_20261127_050727_client_area from './20261127_050727_client_area';
import * as migration_20261127_061540_merged_schema from './20261127_061540_merged_schema';
import * as migration_20261127_090000_report_indexes from './20261127_090000_report_indexes';
import * as migration_20261127_093644_requirement_timeline from './20261127_093644_requirement_timeline';
import * as migration_20261127_094612_stage_history_since from './20261127_094612_stage_history_since';
import * as migration_20261127_101023_merged_schema_2 from './20261127_101023_merged_schema_2';
import * as migration_20261127_120244_privacy_consents_requests from './20261127_120244_privacy_consents_requests';
import * as migration_20261127_120411_assistant_not_helpful from './20261127_120411_assistant_not_helpful';
import * as migration_20261127_121523_job_alerts_task from './20261127_121523_job_alerts_task';
import * as migration_20261127_122329_report_percentile_indexes from './20261127_122329_report_percentile_indexes';
import * as migration_20261127_123115_access_log from './20261127_123115_access_log';
import * as migration_20261127_132536_merged_schema_3 from './20261127_132536_merged_schema_3';
import * as migration_20261127_153008_data_export_correction from './20261127_153008_data_export_correction';
import * as migration_20261127_153050_privacy_requests_inbox from './20261127_153050_privacy_requests_inbox';
import * as migration_20261127_153237_privacy_notices_breaches from './20261127_153237_privacy_notices_breaches';
import * as migration_20261127_153304_retention from './20261127_153304_retention';
import * as migration_20261127_154000_assistant_languages from './20261127_154000_assistant_languages';
import * as migration_20261127_154643_member_language from './20261127_154643_member_language';
import * as migration_20261127_165429_merged_schema_4 from './20261127_165429_merged_schema_4';
import * as migration_20261127_222826_openings_localized from './20261127_222826_openings_localized';
import * as migration_20261128_014059_site_settings_localized from './20261128_014059_site_settings_localized';
import * as migration_20261128_020000_candidate_refresh_serialized from './20261128_020000_candidate_refresh_serialized';
import * as migration_20261128_022557_faqs_localized from './20261128_022557_faqs_localized';
import * as migration_20261128_022957_careers_terms_localized from './20261128_022957_careers_terms_localized';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_091933_accounts_leads_assistant.up,
    down: migration_20261122_091933_accounts_leads_assistant.down,
    name: '20261122_091933_accounts_leads_assistant',
  },
  {
    up: migration_20261122_105420_s3_storage.up,
    down: migration_20261122_105420_s3_storage.down,
    name: '20261122_105420_s3_storage',
  },
  {
    up: migration_20261123_150152_subscriber_double_opt_in.up,
    down: migration_20261123_150152_subscriber_double_opt_in.down,
    name: '20261123_150152_subscriber_double_opt_in',
  },
  {
    up: migration_20261123_192613_openings_testimonials_assistant_learning_whatsapp.up,
    down: migration_20261123_192613_openings_testimonials_assistant_learning_whatsapp.down,
    name: '20261123_192613_openings_testimonials_assistant_learning_whatsapp',
  },
  {
    up: migration_20261123_223437_talent_pipeline_mail_queue.up,
    down: migration_20261123_223437_talent_pipeline_mail_queue.down,
    name: '20261123_223437_talent_pipeline_mail_queue',
  },
  {
    up: migration_20261123_223503_blog_rich_text.up,
    down: migration_20261123_223503_blog_rich_text.down,
    name: '20261123_223503_blog_rich_text',
  },
  {
    up: migration_20261124_001443_lead_follow_up_first_reply.up,
    down: migration_20261124_001443_lead_follow_up_first_reply.down,
    name: '20261124_001443_lead_follow_up_first_reply',
  },
  {
    up: migration_20261126_032011_lead_activity_reply_templates.up,
    down: migration_20261126_032011_lead_activity_reply_templates.down,
    name: '20261126_032011_lead_activity_reply_templates',
  },
  {
    up: migration_20261126_180457_staff_rules.up,
    down: migration_20261126_180457_staff_rules.down,
    name: '20261126_180457_staff_rules',
  },
  {
    up: migration_20261126_192953_assistant_visitors.up,
    down: migration_20261126_192953_assistant_visitors.down,
    name: '20261126_192953_assistant_visitors',
  },
  {
    up: migration_20261126_213000_scale_indexes.up,
    down: migration_20261126_213000_scale_indexes.down,
    name: '20261126_213000_scale_indexes',
  },
  {
    up: migration_20261126_213531_inbound_mail.up,
    down: migration_20261126_213531_inbound_mail.down,
    name: '20261126_213531_inbound_mail',
  },
  {
    up: migration_20261126_220000_inbox_keyset.up,
    down: migration_20261126_220000_inbox_keyset.down,
    name: '20261126_220000_inbox_keyset',
  },
  {
    up: migration_20261126_225446_lead_timeline_templates_title.up,
    down: migration_20261126_225446_lead_timeline_templates_title.down,
    name: '20261126_225446_lead_timeline_templates_title',
  },
  {
    up: migration_20261127_003311_candidates_resumes.up,
    down: migration_20261127_003311_candidates_resumes.down,
    name: '20261127_003311_candidates_resumes',
  },
  {
    up: migration_20261127_004229_lead_first_reply_unindexed.up,
    down: migration_20261127_004229_lead_first_reply_unindexed.down,
    name: '20261127_004229_lead_first_reply_unindexed',
  },
  {
    up: migration_20261127_004500_candidates_from_applications.up,
    down: migration_20261127_004500_candidates_from_applications.down,
    name: '20261127_004500_candidates_from_applications',
  },
  {
    up: migration_20261127_010227_candidate_searches.up,
    down: migration_20261127_010227_candidate_searches.down,
    name: '20261127_010227_candidate_searches',
  },
  {
    up: migration_20261127_010407_skills_and_resume_reading.up,
    down: migration_20261127_010407_skills_and_resume_reading.down,
    name: '20261127_010407_skills_and_resume_reading',
  },
  {
    up: migration_20261127_010442_sourced_applications.up,
    down: migration_20261127_010442_sourced_applications.down,
    name: '20261127_010442_sourced_applications',
  },
  {
    up: migration_20261127_020740_talent_pool_schema.up,
    down: migration_20261127_020740_talent_pool_schema.down,
    name: '20261127_020740_talent_pool_schema',
  },
  {
    up: migration_20261127_030000_candidate_search.up,
    down: migration_20261127_030000_candidate_search.down,
    name: '20261127_030000_candidate_search',
  },
  {
    up: migration_20261127_040000_candidate_search_head_inline.up,
    down: migration_20261127_040000_candidate_search_head_inline.down,
    name: '20261127_040000_candidate_search_head_inline',
  },
  {
    up: migration_20261127_045130_clients.up,
    down: migration_20261127_045130_clients.down,
    name: '20261127_045130_clients',
  },
  {
    up: migration_20261127_045429_jobAlerts.up,
    down: migration_20261127_045429_jobAlerts.down,
    name: '20261127_045429_jobAlerts',
  },
  {
    up: migration_20261127_050428_interviews.up,
    down: migration_20261127_050428_interviews.down,
    name: '20261127_050428_interviews',
  },
  {
    up: migration_20261127_050727_client_area.up,
    down: migration_20261127_050727_client_area.down,
    name: '20261127_050727_client_area',
  },
  {
    up: migration_20261127_061540_merged_schema.up,
    down: migration_20261127_061540_merged_schema.down,
    name: '20261127_061540_merged_schema',
  },
  {
    up: migration_20261127_090000_report_indexes.up,
    down: migration_20261127_090000_report_indexes.down,
    name: '20261127_090000_report_indexes',
  },
  {
    up: migration_20261127_093644_requirement_timeline.up,
    down: migration_20261127_093644_requirement_timeline.down,
    name: '20261127_093644_requirement_timeline',
  },
  {
    up: migration_20261127_094612_stage_history_since.up,
    down: migration_20261127_094612_stage_history_since.down,
    name: '20261127_094612_stage_history_since',
  },
  {
    up: migration_20261127_101023_merged_schema_2.up,
    down: migration_20261127_101023_merged_schema_2.down,
    name: '20261127_101023_merged_schema_2',
  },
  {
    up: migration_20261127_120244_privacy_consents_requests.up,
    down: migration_20261127_120244_privacy_consents_requests.down,
    name: '20261127_120244_privacy_consents_requests',
  },
  {
    up: migration_20261127_120411_assistant_not_helpful.up,
    down: migration_20261127_120411_assistant_not_helpful.down,
    name: '20261127_120411_assistant_not_helpful',
  },
  {
    up: migration_20261127_121523_job_alerts_task.up,
    down: migration_20261127_121523_job_alerts_task.down,
    name: '20261127_121523_job_alerts_task',
  },
  {
    up: migration_20261127_122329_report_percentile_indexes.up,
    down: migration_20261127_122329_report_percentile_indexes.down,
    name: '20261127_122329_report_percentile_indexes',
  },
  {
    up: migration_20261127_123115_access_log.up,
    down: migration_20261127_123115_access_log.down,
    name: '20261127_123115_access_log',
  },
  {
    up: migration_20261127_132536_merged_schema_3.up,
    down: migration_20261127_132536_merged_schema_3.down,
    name: '20261127_132536_merged_schema_3',
  },
  {
    up: migration_20261127_153008_data_export_correction.up,
    down: migration_20261127_153008_data_export_correction.down,
    name: '20261127_153008_data_export_correction',
  },
  {
    up: migration_20261127_153050_privacy_requests_inbox.up,
    down: migration_20261127_153050_privacy_requests_inbox.down,
    name: '20261127_153050_privacy_requests_inbox',
  },
  {
    up: migration_20261127_153237_privacy_notices_breaches.up,
    down: migration_20261127_153237_privacy_notices_breaches.down,
    name: '20261127_153237_privacy_notices_breaches',
  },
  {
    up: migration_20261127_153304_retention.up,
    down: migration_20261127_153304_retention.down,
    name: '20261127_153304_retention',
  },
  {
    up: migration_20261127_154000_assistant_languages.up,
    down: migration_20261127_154000_assistant_languages.down,
    name: '20261127_154000_assistant_languages',
  },
  {
    up: migration_20261127_154643_member_language.up,
    down: migration_20261127_154643_member_language.down,
    name: '20261127_154643_member_language',
  },
  {
    up: migration_20261127_165429_merged_schema_4.up,
    down: migration_20261127_165429_merged_schema_4.down,
    name: '20261127_165429_merged_schema_4',
  },
  {
    up: migration_20261127_222826_openings_localized.up,
    down: migration_20261127_222826_openings_localized.down,
    name: '20261127_222826_openings_localized',
  },
  {
    up: migration_20261128_014059_site_settings_localized.up,
    down: migration_20261128_014059_site_settings_localized.down,
    name: '20261128_014059_site_settings_localized',
  },
  {
    up: migration_20261128_020000_candidate_refresh_serialized.up,
    down: migration_20261128_020000_candidate_refresh_serialized.down,
    name: '20261128_020000_candidate_refresh_serialized',
  },
  {
    up: migration_20261128_022557_faqs_localized.up,
    down: migration_20261128_022557_faqs_localized.down,
    name: '20261128_022557_faqs_localized'
  },
  {
    up: migration_20261128_022957_careers_terms_localized.up,
    down: migration_20261128_022957_careers_terms_localized.down,
    name: '20261128_022957_careers_terms_localized'
  },
];
