// Whole-number settings of the server (server/settings.mjs): LISTEN_SOCKETS, IMAGE_RESIZE_CONCURRENCY, SHUTDOWN_GRACE_MS.
import { describe, expect, it } from 'vitest'

import { positiveInteger } from '../../server/settings.mjs'

describe('a whole-number setting', () => {
  it('takes a whole number of at least 1, and the default for anything else', () => {
    expect(positiveInteger('8', 2)).toBe(8)
    expect(positiveInteger('25000', 1)).toBe(25000)
    for (const value of [undefined, '', '0', '-3', '2.5', 'abc', ' ']) expect(positiveInteger(value, 16)).toBe(16)
  })
})
