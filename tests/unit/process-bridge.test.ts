// The state shared between server.mjs and Next.js's bundle has one owner (server/processBridge.mjs,
// docs/architecture.md "Process state"): no other module keeps anything on globalThis.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { invalidateAnswerCaches, processSingleton, registerAnswerCache } from '../../server/processBridge.mjs'

const root = path.resolve(import.meta.dirname, '../..')

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(relative)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : []
  })
}

describe('process state', () => {
  it('is kept on globalThis by server/processBridge.mjs alone', () => {
    const offenders = [...sourcesUnder('src'), ...sourcesUnder('server'), 'server.mjs']
      .filter((file) => file !== path.join('server', 'processBridge.mjs'))
      .filter((file) => /globalThis(?!\.(crypto|PointerEvent)\b)/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('gives every bundle the same singleton and reaches every registered answer cache', () => {
    const first = processSingleton('unit-test-singleton', () => ({ made: Date.now() }))
    expect(processSingleton('unit-test-singleton', () => ({ made: -1 }))).toBe(first)
    let invalidated = 0
    registerAnswerCache({ invalidate: () => void (invalidated += 1) })
    registerAnswerCache({ invalidate: () => void (invalidated += 10) })
    invalidateAnswerCaches()
    expect(invalidated).toBe(11)
  })
})
