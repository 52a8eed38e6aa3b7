import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Each move's "since" (when the application came into the stage it left: the move before, or its arrival), for the
// reports' days in each stage (docs/decisions/reports.md); moves stored before this change get it from their history.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`talent_applications_stage_history\` ADD \`since\` text;`)
  await db.run(
    sql.raw(`UPDATE talent_applications_stage_history SET since = COALESCE(
      (SELECT p.at FROM talent_applications_stage_history p
        WHERE p._parent_id = talent_applications_stage_history._parent_id AND p._order = talent_applications_stage_history._order - 1),
      (SELECT a.created_at FROM talent_applications a WHERE a.id = talent_applications_stage_history._parent_id))
    WHERE since IS NULL`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`talent_applications_stage_history\` DROP COLUMN \`since\`;`)
}
