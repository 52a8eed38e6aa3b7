import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { createReportIndexStatements, dropReportIndexStatements } from '../reportIndexes'

// The reports' indexes on the stage history (see ../reportIndexes.ts). The planner's statistics are refreshed after
// every start's migrations (cms/onInit.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createReportIndexStatements()) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropReportIndexStatements()) await db.run(sql.raw(statement))
}
