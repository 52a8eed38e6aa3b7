// The in-memory answer cache keeps what was used last within a byte bound (lru-cache),
// and only serves an answer in a coding the client accepts (server/apiResponseCache.mjs).
import { describe, expect, it } from 'vitest'

import { acceptedEncodings, createAnswerCache, ENTRY_OVERHEAD_BYTES, ownBytes } from '../../server/apiResponseCache.mjs'

const answer = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes) })
/** What the cache charges for an answer besides its body: its key, the `{}` of its headers and the entry's overhead. */
const overhead = (key: string) => key.length + 2 + ENTRY_OVERHEAD_BYTES

describe('the answer cache', () => {
  it('drops the least recently used answers once the bytes pass the bound, never holding more', () => {
    const cache = createAnswerCache({ maxBytes: 5000, maxEntryBytes: 2000 })
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(1500 - overhead(key)))
    expect(cache.get('a')).toBeDefined() // a is now the most recent; b is the oldest
    cache.set('d', answer(1500 - overhead('d')))
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => cache.has(key))).toEqual([true, true, true])
    expect(cache.calculatedSize).toBe(4500)
    for (let index = 0; index < 1000; index++) {
      cache.set(`flood-${index}`, answer(200))
      expect(cache.calculatedSize).toBeLessThanOrEqual(5000)
    }
    expect(cache.has('a')).toBe(false)
  })

  it('does not keep an answer larger than its per-answer bound, and replaces an answer under the same key', () => {
    const cache = createAnswerCache({ maxBytes: 5000, maxEntryBytes: 2000 })
    cache.set('big', answer(2001 - overhead('big')))
    expect(cache.has('big')).toBe(false)
    cache.set('k', answer(100))
    cache.set('k', answer(200))
    expect(cache.get('k')?.body.length).toBe(200)
    expect(cache.calculatedSize).toBe(200 + overhead('k'))
  })

  it('charges every entry its overhead, so a flood of tiny answers cannot outgrow the bound in entries', () => {
    const cache = createAnswerCache({ maxBytes: 32 * 1024, maxEntryBytes: 4096 })
    for (let index = 0; index < 1000; index++) cache.set(`/api/blogs?searchTerm=${index}`, answer(0))
    expect(cache.size).toBeLessThanOrEqual(Math.floor((32 * 1024) / ENTRY_OVERHEAD_BYTES))
  })
})

describe('acceptedEncodings', () => {
  it.each([
    [undefined, ['identity']],
    ['', ['identity']],
    ['gzip, deflate, br', ['br', 'gzip', 'deflate', 'identity']],
    ['gzip;q=0, deflate', ['deflate', 'identity']],
    ['GZIP;Q=0.5', ['gzip', 'identity']],
    ['deflate;q=0.0', ['identity']],
    ['*', ['br', 'gzip', 'deflate', 'identity']],
    ['gzip, *;q=0', ['gzip']],
    ['identity;q=0, deflate', ['deflate']],
  ])('Accept-Encoding %j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
  })
})

describe('what the caches keep', () => {
  it('is a buffer of its own, not a slice that pins a shared pool slab (64 KB on Node.js 24)', () => {
    const pooled = Buffer.from('{"ok":true}')
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length)
    const kept = ownBytes(pooled)
    expect(kept.buffer.byteLength).toBe(pooled.length)
    expect(kept.toString()).toBe('{"ok":true}')
    const own = Buffer.allocUnsafeSlow(10)
    expect(ownBytes(own)).toBe(own)
  })
})
