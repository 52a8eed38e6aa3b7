// Issue 18: the page cache answers If-None-Match with 304 only for the ETag of the page it holds (server/pageCache.mjs).
import { describe, expect, it } from 'vitest'

import { etagMatches } from '../../server/pageCache.mjs'

describe('the page cache ETag comparison', () => {
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", W/"abc" ', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
  })

  it('does not match another tag, a missing header or a page without a tag', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false)
    expect(etagMatches('abc', '"abc"')).toBe(false)
    expect(etagMatches(undefined, '"abc"')).toBe(false)
    expect(etagMatches('"abc"', undefined)).toBe(false)
    expect(etagMatches('', '"abc"')).toBe(false)
  })
})
