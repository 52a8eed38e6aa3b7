import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { createReportIndexStatements, dropReportIndexStatements } from '../reportIndexes'

// The reports' indexes on the stage history (see ../reportIndexes.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createReportIndexStatements()) await db.execute(sql.raw(statement))
  await db.execute(sql`ANALYZE talent_applications_stage_history`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropReportIndexStatements()) await db.execute(sql.raw(statement))
}
