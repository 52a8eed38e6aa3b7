// The first, fast step of `npm test` (and `npm run check` on its own): lint (with the layer rule: lib/ imports no
// feature, CMS, component, content or page, ESLint's import/no-restricted-paths in eslint.config.mjs; see
// docs/architecture.md, "Layers"), formatting, types, import cycles and unused code. Every check runs, then the step
// fails if any of them did, naming each.
import { spawnSync } from 'node:child_process'

const checks = [
  ['lint and layers (ESLint, import/no-restricted-paths)', 'lint'],
  ['format (Prettier)', 'format:check'],
  ['types (tsc)', 'typecheck'],
  ['import cycles (madge)', 'check:cycles'],
  ['unused files, exports and dependencies (knip)', 'check:unused'],
]

const failed = []
for (const [label, script] of checks) {
  console.log(`\n--- ${label}: npm run ${script}`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  console.log(`--- ${label}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (status !== 0) failed.push(label)
}
if (failed.length) {
  console.error(`\nCode checks failed: ${failed.join(', ')}.`)
  process.exit(1)
}
console.log('\nCode checks passed.')
