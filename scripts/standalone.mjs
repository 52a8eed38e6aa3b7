// After `next build`: completes .next/standalone into a folder that runs on its own (`node server.mjs` inside it).
// Next traces the server's node_modules into it; the static assets, public/ and our entry point are copied here.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { dedupeServerChunks } from './lib/dedupe-chunks.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, '.next', 'standalone')

if (!fs.existsSync(target)) {
  console.error('No .next/standalone folder: is `output: "standalone"` still set in next.config.ts?')
  process.exit(1)
}

// The tracer copies the whole project next to the server (the app resolves paths from its working directory);
// none of it is needed at run time, so only these top-level entries are kept.
const KEEP = new Set(['.next', 'node_modules', 'package.json'])
for (const entry of fs.readdirSync(target)) {
  if (!KEEP.has(entry)) fs.rmSync(path.join(target, entry), { recursive: true, force: true })
}

const copies = [
  ['.next/static', '.next/static'],
  ['public', 'public'],
  ['server.mjs', 'server.mjs'],
  ['server', 'server'],
  // Packages that only server.mjs imports: Next's tracer follows the app's imports, not the entry point's.
  ['node_modules/lru-cache', 'node_modules/lru-cache'],
  ['node_modules/p-limit', 'node_modules/p-limit'],
  ['node_modules/yocto-queue', 'node_modules/yocto-queue'],
]
for (const [from, to] of copies) {
  fs.rmSync(path.join(target, to), { recursive: true, force: true })
  fs.cpSync(path.join(root, from), path.join(target, to), { recursive: true })
}
// One copy of each server chunk Turbopack wrote several times (scripts/lib/dedupe-chunks.mjs).
const deduped = dedupeServerChunks(path.join(target, '.next', 'server'))
console.log(`Server chunks: ${deduped.removed} duplicate copies removed (${(deduped.bytes / 1048576).toFixed(1)} MB)`)
// Tells server.mjs to run on the configuration the build resolved (there is no next.config.ts to load here).
fs.writeFileSync(path.join(target, '.standalone'), 'Built by scripts/standalone.mjs; run `node server.mjs`.\n')
// Next's own minimal server would bypass server.mjs (headers, API cache, shutdown): remove it to avoid mistakes.
fs.rmSync(path.join(target, 'server.js'), { force: true })
console.log(`Standalone server ready: ${path.relative(root, target)}/server.mjs`)
