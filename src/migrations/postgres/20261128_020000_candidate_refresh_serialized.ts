import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { postgresRefreshFunctionStatements } from '../candidateSearch'

// The candidate search rows' refresh functions take a lock per candidate first (src/migrations/candidateSearch.ts,
// postgresRefreshFunctionStatements): two transactions writing about one candidate at once refreshed its rows side by
// side, and the second failed on the row's key. SQLite writes one transaction at a time and needs nothing.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of postgresRefreshFunctionStatements()) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of postgresRefreshFunctionStatements({ serialized: false })) await db.execute(sql.raw(statement))
}
