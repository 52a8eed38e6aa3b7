// `npm run retention [-- --dry-run]` (docs/operations.md, "Retention"): boots Payload with `payload run` on
// scripts/retention.ts, where DATABASE_URL points. `payload run` keeps flags for itself (a script only sees its plain
// arguments), so the dry run is handed over in RETENTION_DRY_RUN.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--dry-run')
if (unknown.length) {
  console.error(`usage: npm run retention [-- --dry-run]   (unknown: ${unknown.join(' ')})`)
  process.exit(2)
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { status } = spawnSync('npx', ['payload', 'run', 'scripts/retention.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RETENTION_DRY_RUN: args.includes('--dry-run') ? '1' : '' },
})
process.exit(status ?? 1)
