// `npm run retention [-- --dry-run]` (scripts/retention.mjs starts this file with `payload run`), where DATABASE_URL
// points (docs/operations.md, "Retention"): the retention rules' run (features/retention/rules.ts), the one the
// nightly job does, with Payload booted as `payload migrate` boots it. With --dry-run (RETENTION_DRY_RUN=1) it changes nothing and prints what a run would do now, one line per kind:
// `<kind>: <n> to quarantine, <m> to erase`. Without, it runs and prints what it did in the same shape.
import { getPayload, type SanitizedConfig } from 'payload'

import config from '@payload-config'

import { applyRetention, retentionLines, retentionPlan } from '@/features/retention/rules'

const dryRun = process.env.RETENTION_DRY_RUN === '1'
// Payload's own messages (migrations, warnings) go to stderr: stdout holds the lines above and nothing else.
const quiet = { options: { level: 'warn' }, destination: process.stderr } as unknown as SanitizedConfig['logger']
const payload = await getPayload({ config: { ...(await config), logger: quiet } })
let code = 0
try {
  const counts = dryRun ? await retentionPlan(payload) : await applyRetention(payload)
  process.stdout.write(`${retentionLines(counts).join('\n')}\n`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
