import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { blogSearchTrigramIndex, createIndexStatements, dropIndexStatements } from '../scaleIndexes'

// Indexes Payload's schema does not declare (see ../scaleIndexes.ts and docs/benchmarks.md, "Scale"), and a trigram
// index for the blog search when the server has pg_trgm (a contrib extension, trusted since PostgreSQL 13, so the
// database's owner may create it). Without it the search still works, reading every post.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  for (const statement of createIndexStatements('postgres')) await db.execute(sql.raw(statement))
  const { rows } = await db.execute(sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)
  if (rows.length === 0) {
    payload.logger.warn('pg_trgm is not installed on this PostgreSQL server: the blog search reads every post (docs/operations.md)')
    return
  }
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(
    sql.raw(`CREATE INDEX IF NOT EXISTS "${blogSearchTrigramIndex}" ON "blogs" USING gin ("search_text" gin_trgm_ops)`),
  )
  await db.execute(sql`ANALYZE`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [...dropIndexStatements(), `DROP INDEX IF EXISTS "${blogSearchTrigramIndex}"`]) {
    await db.execute(sql.raw(statement))
  }
}
