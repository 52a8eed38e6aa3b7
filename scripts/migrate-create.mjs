// `npm run migrate:create -- <name>`: writes the same schema change as a migration for SQLite and for PostgreSQL.
// Drizzle diffs against the last migration's snapshot, so neither database needs data.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (letters, digits, - and _)')
  process.exit(2)
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
const targets = [
  { dialect: 'sqlite', url: `file:${path.join(scratch, 'scratch.db')}` },
  { dialect: 'postgres', url: process.env.MIGRATE_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres' },
]
for (const { dialect, url } of targets) {
  console.log(`\n--- ${dialect} ---`)
  const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, SEED: 'off' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
fs.rmSync(scratch, { recursive: true, force: true })
