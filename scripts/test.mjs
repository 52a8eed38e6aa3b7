// `npm test`: every test. First the code checks (lint, format, types, import cycles, unused code) and the unit tests
// side by side, then it builds the production app and runs the API suite on SQLite
// (and on PostgreSQL when TEST_DATABASE_URL is set), the browser suite in Debian's Chromium, and the fault tests
// (PostgreSQL, Redis, several instances) when TEST_DATABASE_URL is set, the last two side by side.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

const timings = []

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`)
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`)
    console.error(timings.join('\n'))
    process.exit(result.status || 1)
  }
}

/**
 * Runs several suites side by side, each writing to its own log (printed whole when it ends, so the output stays
 * readable), and fails naming every suite that failed.
 */
async function runTogether(suites) {
  fs.mkdirSync('.tmp', { recursive: true })
  const started = Date.now()
  const results = await Promise.all(
    suites.map(
      ({ label, command, args, env = {} }) =>
        new Promise((resolve) => {
          console.log(`\n=== ${label} (started; its output follows when it ends) ===`)
          const logFile = `.tmp/${label.replace(/\W+/g, '-').toLowerCase()}.log`
          const log = fs.openSync(logFile, 'w')
          const child = spawn(command, args, { stdio: ['ignore', log, log], env: { ...process.env, ...env } })
          child.on('exit', (code, signal) => {
            fs.closeSync(log)
            console.log(`\n=== ${label} (exit ${code ?? signal}) ===\n${fs.readFileSync(logFile, 'utf8')}`)
            timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s (side by side)`)
            resolve({ label, ok: code === 0 })
          })
        }),
    ),
  )
  const failed = results.filter((result) => !result.ok).map((result) => result.label)
  if (failed.length) {
    console.error(`\n${failed.join(', ')} failed.`)
    console.error(timings.join('\n'))
    process.exit(1)
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`)
    process.exit(1)
  }
  run('install chromium', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])
}

const only = process.argv[2] // optional: check | unit | integration | e2e | faults
console.log(`Node.js ${process.version}`)
const checks = { label: 'code checks', command: 'node', args: ['scripts/check.mjs'] }
const unit = { label: 'unit tests', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] }
// Neither needs the build: side by side before it.
if (!only) await runTogether([checks, unit])
else if (only === 'check') run(checks.label, checks.command, checks.args)
else if (only === 'unit') run(unit.label, unit.command, unit.args)
if (only === 'check' || only === 'unit') process.exit(0)
ensureChromium()
// After the code checks have passed `tsc --noEmit`, the build need not check the same types again.
if (!process.env.SKIP_BUILD) run('build', 'npm', ['run', 'build'], only ? {} : { TYPES_CHECKED: '1' })
if (!only || only === 'integration') {
  // The API suite on SQLite and on PostgreSQL side by side: each server runs from its own copy of the build.
  const apiSuites = [
    {
      label: 'API tests on SQLite',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'integration'],
      env: { TEST_DB: 'sqlite', TEST_OWN_STANDALONE: '1' },
    },
  ]
  if (process.env.TEST_DATABASE_URL) {
    apiSuites.push({
      label: 'API tests on PostgreSQL',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'integration'],
      env: { TEST_DB: 'postgres', TEST_OWN_STANDALONE: '1' },
    })
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped.')
  }
  await runTogether(apiSuites)
}
const browser = { label: 'browser tests', command: 'npx', args: ['playwright', 'test'] }
// The fault and scale-out tests need this machine's PostgreSQL and Redis (and the rights to restart PostgreSQL):
// they run where the PostgreSQL suite runs. The browser suite runs on its own SQLite database, so the two run side by
// side (the suite's longest steps; one after the other they took about 35 of CI's minutes).
const faults = { label: 'fault and scale-out tests', command: 'npx', args: ['vitest', 'run', '--project', 'faults'] }
if (!process.env.TEST_DATABASE_URL && (!only || only === 'faults')) {
  console.log('\nTEST_DATABASE_URL is not set: the fault tests (npm run test:faults) are skipped.')
}
const lastSteps = [
  ...(!only || only === 'e2e' ? [browser] : []),
  ...((!only || only === 'faults') && process.env.TEST_DATABASE_URL ? [faults] : []),
]
if (lastSteps.length === 1) run(lastSteps[0].label, lastSteps[0].command, lastSteps[0].args)
else if (lastSteps.length > 1) await runTogether(lastSteps)
console.log(`\nAll test suites passed.\n${timings.join('\n')}`)
