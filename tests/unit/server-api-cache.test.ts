// Issue items 16 and 24: the in-memory answer cache keeps what was used last within a byte bound (server/byteBoundedLru.mjs),
// and only serves an answer in a coding the client accepts (server/apiResponseCache.mjs).
import { describe, expect, it } from 'vitest'

import { acceptedEncodings } from '../../server/apiResponseCache.mjs'
import { ByteBoundedLru } from '../../server/byteBoundedLru.mjs'

describe('ByteBoundedLru', () => {
  it('drops the least recently used entries once the bytes pass the bound, never holding more', () => {
    const cache = new ByteBoundedLru<string>({ maxBytes: 1000, maxEntryBytes: 400 })
    cache.set('a', 'A', 300)
    cache.set('b', 'B', 300)
    cache.set('c', 'C', 300)
    expect(cache.get('a')).toBe('A') // a is now the most recent; b is the oldest
    cache.set('d', 'D', 300)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D'])
    expect(cache.bytes).toBe(900)
    for (let index = 0; index < 1000; index++) {
      cache.set(`flood-${index}`, 'x', 250)
      expect(cache.bytes).toBeLessThanOrEqual(1000)
    }
    expect(cache.size).toBe(4)
    expect(cache.get('a')).toBeUndefined()
  })

  it('does not take an entry larger than its per-entry bound, and replaces an entry under the same key', () => {
    const cache = new ByteBoundedLru<string>({ maxBytes: 1000, maxEntryBytes: 400 })
    expect(cache.set('big', 'x', 401)).toBe(false)
    expect(cache.get('big')).toBeUndefined()
    cache.set('k', 'one', 100)
    cache.set('k', 'two', 200)
    expect(cache.get('k')).toBe('two')
    expect(cache.bytes).toBe(200)
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
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
