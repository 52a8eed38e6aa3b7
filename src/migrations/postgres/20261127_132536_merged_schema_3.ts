import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Snapshot only: the privacy requests and site settings (20261127_1202*_privacy_consents_requests), the job-alerts
// task and scheduling (20261127_1215*_job_alerts_task), the reports' indexes and the access log were made on four
// branches; this migration's .json is the schema with all of them, so the next `migrate:create` compares against
// the whole schema. Nothing to run.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
