// Turbopack (Next.js 16) writes a server chunk once per group of routes that uses it, under a name of each group's
// own: the Payload and Lexical code every API route imports was written 8 times (3.2 MB each, identical but for the
// source-map comment), and each route that ran loaded its own copy. V8 keeps a script's source text for as long as its
// functions live, as two-byte text here (the translations in it), so a warm instance held about 50 MB of heap in
// copies of the same code. After the build every copy but the first is removed and the routes load the first one:
// the runtime registers modules by id, so loading the same module factories from one file instead of several changes
// nothing but memory. docs: docs/operations.md "Memory" (server chunks).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

/** Files under `dir` (recursively) whose name passes `keep`. */
function filesUnder(dir, keep) {
  /** @type {string[]} */
  const found = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(full, keep))
    else if (keep(entry.name)) found.push(full)
  }
  return found
}

/**
 * Replaces chunk files whose code is identical (apart from the source-map comment) by one of them, in every chunk
 * folder under `serverDir` (.next/server), and points every reference at the one kept.
 * @param {string} serverDir
 * @returns {{ removed: number, bytes: number }}
 */
export function dedupeServerChunks(serverDir) {
  const chunksDir = path.join(serverDir, 'chunks')
  if (!fs.existsSync(chunksDir)) return { removed: 0, bytes: 0 }
  /** duplicate's folder/name (relative to serverDir, as references end) → the kept one's, always in the same folder */
  const replacements = new Map()
  let bytes = 0
  /** @type {Map<string, string>} folder + content hash → the file kept */
  const kept = new Map()
  const chunks = filesUnder(chunksDir, (name) => name.endsWith('.js')).sort()
  for (const file of chunks) {
    const code = fs.readFileSync(file, 'utf8').replace(SOURCE_MAP_COMMENT, '')
    // Small chunks are not worth it, and their names are more likely to appear in other strings.
    if (code.length < 64 * 1024) continue
    const key = `${path.dirname(file)}\n${createHash('sha256').update(code).digest('hex')}`
    const first = kept.get(key)
    if (!first) {
      kept.set(key, file)
      continue
    }
    const relative = (/** @type {string} */ name) => path.relative(serverDir, name).split(path.sep).join('/')
    replacements.set(relative(file), relative(first))
    bytes += fs.statSync(file).size
    fs.rmSync(file)
    fs.rmSync(`${file}.map`, { force: true })
  }
  if (!replacements.size) return { removed: 0, bytes: 0 }
  const names = new RegExp([...replacements.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  for (const file of filesUnder(serverDir, (name) => name.endsWith('.js') || name.endsWith('.nft.json'))) {
    const text = fs.readFileSync(file, 'utf8')
    const rewritten = text.replace(names, (name) => replacements.get(name))
    if (rewritten !== text) fs.writeFileSync(file, rewritten)
  }
  return { removed: replacements.size, bytes }
}
