// Memory pressure (server/memoryWatch.mjs): after a full collection whose live heap is above the share of the limit,
// every answer cache is emptied; below it nothing is touched.
import { describe, expect, it } from 'vitest'

import { createMemoryState, DEFAULT_PRESSURE_RATIO, pressureRatio } from '../../server/memoryWatch.mjs'

const MB = 1048576

function cacheOf(name: string, entries: number) {
  const cache = {
    name,
    size: entries,
    shed: () => void (cache.size = 0),
    entries: () => cache.size,
    bytes: () => cache.size * 1024,
  }
  return cache
}

describe('memory pressure', () => {
  it('empties the caches only when the live heap after a full collection nears the limit', () => {
    const pages = cacheOf('pages', 500)
    const api = cacheOf('api', 300)
    const state = createMemoryState({ ratio: 0.8, caches: () => [pages, api] })
    state.afterFullCollection({ liveHeapBytes: 200 * MB, heapLimitBytes: 384 * MB })
    expect(state.snapshot()).toMatchObject({ pressure: false, liveHeapMb: 200, heapLimitMb: 384, sheds: 0 })
    expect(pages.size + api.size).toBe(800)

    state.afterFullCollection({ liveHeapBytes: 320 * MB, heapLimitBytes: 384 * MB })
    expect(state.snapshot()).toMatchObject({
      pressure: true,
      liveHeapMb: 320,
      pressureAtMb: 307,
      fullCollections: 2,
      sheds: 1,
      caches: { pages: { entries: 0 }, api: { entries: 0 } },
    })

    pages.size = 40
    state.afterFullCollection({ liveHeapBytes: 250 * MB, heapLimitBytes: 384 * MB })
    expect(state.snapshot()).toMatchObject({ pressure: false, sheds: 1, caches: { pages: { entries: 40 } } })
  })

  it('reads MEMORY_PRESSURE_PERCENT, keeping the default for anything else', () => {
    expect(pressureRatio({ MEMORY_PRESSURE_PERCENT: '70' })).toBe(0.7)
    for (const value of [undefined, '', '0', '100', 'high', '85.5'])
      expect(pressureRatio({ MEMORY_PRESSURE_PERCENT: value })).toBe(DEFAULT_PRESSURE_RATIO)
  })
})
