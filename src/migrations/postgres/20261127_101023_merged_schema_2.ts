import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Snapshot only: the requirement timeline's enum value (20261127_093644) and the stage history's "since" column
// (20261127_094612) were made on two branches; this migration's .json is the schema with both, so the next
// `migrate:create` compares against the whole schema. Nothing to run.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
