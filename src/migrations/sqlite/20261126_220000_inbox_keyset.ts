import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  dropLeadIndexStatements,
  leadIndexStatements,
  sqliteDropSearchStatements,
  sqliteSearchStatements,
  statusFromStageStatement,
} from '../leadSearch'

// The inbox's paging and search indexes, the dashboard's partial indexes, and talent applications' status from their
// stage (see src/migrations/leadSearch.ts and docs/decisions/lead-desk.md).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of [...leadIndexStatements(), ...sqliteSearchStatements(), statusFromStageStatement(false)])
    await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [...sqliteDropSearchStatements(), ...dropLeadIndexStatements()]) await db.run(sql.raw(statement))
}
