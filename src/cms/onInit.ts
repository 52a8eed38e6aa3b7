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
    // SQLite's planner has no statistics until ANALYZE: without them it picks the spam index over the received-time
    // one, or scans a table rather than use a new index. 0x10002: look at every table once per start and analyse
    // those whose statistics are missing or stale (cheap when they are current). See docs/benchmarks.md, "Scale".
    if (!isPostgres(payload)) await rawQuery(payload)('PRAGMA optimize=0x10002', [])
  })
}
