// Runs once per server start: bring the schema up to date, seed an empty database, create the first staff account.
// All three happen under one lock, so instances starting together neither race on migrations nor seed twice.
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { isPostgres, rawQuery } from '@/lib/rawQuery'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { seedIfEmpty } from './seed'
import { seedAssistantIfEmpty } from './seed/assistant'
import { seedSkillsIfEmpty } from './seed/skills'
import { watchDatabaseConnections, withStartupLock } from './startupLock'

type MigrationList = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

async function ensureFirstStaffUser(payload: Payload) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Administrator', role: 'admin' },
  })
  payload.logger.info(`Created the first staff account ${ADMIN_EMAIL}`)
}

/**
 * SQLite's planner has no statistics until ANALYZE: without them it picks the spam index over the received-time one,
 * or scans a table rather than use a partial index (the dashboard's counts took 150 ms instead of 60 at 100,000
 * leads). `PRAGMA optimize` re-analyses a table whose size changed 25-fold since its last analysis, but never one that
 * was empty then (an empty table leaves no statistics): those are analysed here, each start, while they have none
 * (cheap: `analysis_limit` samples at most 1,000 rows of each index). See docs/benchmarks.md, "Scale".
 */
async function refreshSqliteStatistics(query: ReturnType<typeof rawQuery>) {
  await query('PRAGMA analysis_limit=1000', [])
  await query('PRAGMA optimize=0x10002', [])
  const [statsTable] = await query(`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'`, [])
  const unanalysed = await query(
    `SELECT name FROM sqlite_master m WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND EXISTS (SELECT 1 FROM sqlite_master i WHERE i.type = 'index' AND i.tbl_name = m.name)${
         statsTable ? ' AND NOT EXISTS (SELECT 1 FROM sqlite_stat1 s WHERE s.tbl = m.name)' : ''
       }`,
    [],
  )
  for (const { name } of unanalysed) await query(`ANALYZE "${String(name).replaceAll('"', '""')}"`, [])
}

export async function onInit(payload: Payload) {
  watchDatabaseConnections(payload)
  await withStartupLock(payload, async () => {
    // The committed migrations of this dialect; already-applied ones are skipped (payload_migrations table).
    const migrations = env().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
    // The generated migration modules type their arguments per dialect; the adapter takes them as `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
    if (env().SEED === 'auto') {
      await seedIfEmpty(payload)
      await seedAssistantIfEmpty(payload)
      await seedSkillsIfEmpty(payload)
    }
    await ensureFirstStaffUser(payload)
    if (!isPostgres(payload)) await refreshSqliteStatistics(rawQuery(payload))
  })
}
