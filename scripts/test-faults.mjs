// `npm run test:faults`: fault and scale-out tests against the production build, PostgreSQL and Redis on loopback.
// Builds first unless a build exists (CI runs it right after `npm test`, which builds).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

function run(label, command, args) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

if (!fs.existsSync('.next/BUILD_ID') || process.env.FORCE_BUILD) run('build', 'npm', ['run', 'build'])
run('fault tests', 'npx', ['vitest', 'run', '--project', 'faults', ...process.argv.slice(2)])
console.log('\nFault tests passed.')
