import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  candidateIndexStatements,
  dropCandidateIndexStatements,
  postgresCandidateBackfillStatements,
  postgresCandidateTableStatements,
  postgresCandidateTriggerStatements,
  postgresDropCandidateTableStatements,
  postgresDropCandidateTriggerStatements,
} from '../candidateSearch'

// The talent pool's search table, recency table and filter indexes, kept by triggers (see
// src/migrations/candidateSearch.ts and docs/decisions/talent-pool.md, "Search").
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of [
    ...candidateIndexStatements(),
    ...postgresCandidateTableStatements(),
    ...postgresCandidateBackfillStatements(),
    ...postgresCandidateTriggerStatements(),
  ])
    await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    ...postgresDropCandidateTriggerStatements(),
    ...postgresDropCandidateTableStatements(),
    ...dropCandidateIndexStatements(),
  ])
    await db.execute(sql.raw(statement))
}
