import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { createCoveringReportIndexStatements, dropCoveringReportIndexStatements } from '../reportIndexes'

// The reports' covering indexes on the stage history (see ../reportIndexes.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createCoveringReportIndexStatements('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`ANALYZE talent_applications_stage_history`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropCoveringReportIndexStatements('postgres')) await db.execute(sql.raw(statement))
}
