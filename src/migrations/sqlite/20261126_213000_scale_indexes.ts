import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { createIndexStatements, dropIndexStatements } from '../scaleIndexes'

// Indexes Payload's schema does not declare (see ../scaleIndexes.ts and docs/benchmarks.md, "Scale"). The query
// planner's statistics are refreshed after every start's migrations (cms/onInit.ts, PRAGMA optimize).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createIndexStatements('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropIndexStatements()) await db.run(sql.raw(statement))
}
