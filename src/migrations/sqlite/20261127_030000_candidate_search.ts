import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  candidateIndexStatements,
  dropCandidateIndexStatements,
  sqliteCandidateBackfillStatements,
  sqliteCandidateTableStatements,
  sqliteCandidateTriggerStatements,
  sqliteDropCandidateTableStatements,
  sqliteDropCandidateTriggerStatements,
} from '../candidateSearch'

// The talent pool's search table, recency table and filter indexes, kept by triggers (see
// src/migrations/candidateSearch.ts and docs/decisions/talent-pool.md, "Search").
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of [
    ...candidateIndexStatements(),
    ...sqliteCandidateTableStatements(),
    ...sqliteCandidateBackfillStatements(),
    ...sqliteCandidateTriggerStatements(),
  ])
    await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [...sqliteDropCandidateTriggerStatements(), ...sqliteDropCandidateTableStatements(), ...dropCandidateIndexStatements()])
    await db.run(sql.raw(statement))
}
