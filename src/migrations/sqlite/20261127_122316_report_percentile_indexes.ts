import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { createCoveringReportIndexStatements, dropCoveringReportIndexStatements } from '../reportIndexes'

// The reports' covering indexes on the stage history (see ../reportIndexes.ts): the days in each stage and the time to
// fill read the index alone. The planner's statistics are refreshed after every start's migrations (cms/onInit.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createCoveringReportIndexStatements('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropCoveringReportIndexStatements('sqlite')) await db.run(sql.raw(statement))
}
