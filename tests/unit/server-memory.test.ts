// The memory bounds an instance starts with (server/memoryFlags.mjs, docs/operations.md "Memory"): server.mjs warns at start-up
// when it runs without them.
import { describe, expect, it } from 'vitest'

import { mallocArenaWarning, NODE_MEMORY_ENV, NODE_MEMORY_FLAGS } from '../../server/memoryFlags.mjs'

describe('memory bounds of one instance', () => {
  it('bounds the V8 heap and the malloc arenas', () => {
    expect(NODE_MEMORY_FLAGS).toEqual(['--max-old-space-size=320', '--max-semi-space-size=8'])
    expect(NODE_MEMORY_ENV).toEqual({ MALLOC_ARENA_MAX: '2' })
  })

  it.runIf(process.platform === 'linux')('warns when MALLOC_ARENA_MAX is not set, and names the setting', () => {
    expect(mallocArenaWarning({})).toBe(
      'MALLOC_ARENA_MAX is not set: start with MALLOC_ARENA_MAX=2 (as npm start does) so native memory freed by worker threads is reused',
    )
    expect(mallocArenaWarning({ MALLOC_ARENA_MAX: '2' })).toBeNull()
    expect(mallocArenaWarning({ MALLOC_ARENA_MAX: '4' })).toBeNull()
  })
})
