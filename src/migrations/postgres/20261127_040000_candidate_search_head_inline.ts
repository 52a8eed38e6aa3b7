import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { candidateSearchHeadInlineStatements } from '../candidateSearch'

// The search row's weighted words (`head`, read to rank every match) kept in the row instead of TOAST
// (src/migrations/candidateSearch.ts; docs/decisions/talent-pool.md, "Search"). Rows written before are written again
// (a changed value is stored under the new rule; an unchanged one would keep its TOAST pointer).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of candidateSearchHeadInlineStatements()) await db.execute(sql.raw(statement))
  await db.execute(sql.raw(`UPDATE candidate_search SET head = head || ''::tsvector`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('ALTER TABLE candidate_search ALTER COLUMN head SET STORAGE EXTENDED'))
}
