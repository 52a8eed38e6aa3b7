// Memory pressure degrades, it does not kill: after every full collection the instance reads its live heap, and when
// that nears the V8 heap limit the answer caches are emptied first (they are the only memory the instance can give
// back without losing work). /api/health reports the state. docs: docs/operations.md "Memory" (pressure).
import { constants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

/** Above this share of the heap limit, measured after a full collection, the instance is under memory pressure. */
export const DEFAULT_PRESSURE_RATIO = 0.8

/**
 * MEMORY_PRESSURE_PERCENT (1–99): the share of the heap limit from which the caches are emptied; anything else is
 * the default.
 * @param {Record<string, string | undefined>} environment
 */
export function pressureRatio(environment) {
  const percent = Number(environment.MEMORY_PRESSURE_PERCENT)
  return Number.isInteger(percent) && percent >= 1 && percent <= 99 ? percent / 100 : DEFAULT_PRESSURE_RATIO
}

/**
 * @typedef {{ name: string, shed: () => void, entries: () => number, bytes: () => number }} SheddableCache
 * @typedef {{ liveHeapBytes: number, heapLimitBytes: number }} HeapReading
 */

/**
 * The pressure rule, apart from where the readings come from (tests give their own).
 * @param {{ ratio: number, caches: () => SheddableCache[], onFullCollection?: (state: ReturnType<MemoryState['snapshot']>) => void }} options
 */
export function createMemoryState({ ratio, caches, onFullCollection }) {
  let liveHeapBytes = 0
  let heapLimitBytes = v8.getHeapStatistics().heap_size_limit
  let fullCollections = 0
  let sheds = 0
  let pressure = false
  const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1048576)
  const state = {
    /** One full collection's reading: enters or leaves pressure; under pressure every cache is emptied. */
    afterFullCollection(/** @type {HeapReading} */ reading) {
      liveHeapBytes = reading.liveHeapBytes
      heapLimitBytes = reading.heapLimitBytes
      fullCollections += 1
      pressure = liveHeapBytes > ratio * heapLimitBytes
      if (pressure) {
        for (const cache of caches()) cache.shed()
        sheds += 1
      }
      onFullCollection?.(state.snapshot())
    },
    /** What /api/health and the memory log report. */
    snapshot() {
      return {
        pressure,
        liveHeapMb: mb(liveHeapBytes),
        heapLimitMb: mb(heapLimitBytes),
        pressureAtMb: mb(ratio * heapLimitBytes),
        fullCollections,
        sheds,
        caches: Object.fromEntries(caches().map((cache) => [cache.name, { entries: cache.entries(), mb: mb(cache.bytes()) }])),
      }
    },
  }
  return state
}
/** @typedef {ReturnType<typeof createMemoryState>} MemoryState */

/**
 * Watches this process's full collections (mark-compact) and feeds their live heap to `state`. The reading is taken
 * when V8 reports the collection, a moment after it: close to the live heap, never below it.
 * @param {MemoryState} state
 */
export function watchFullCollections(state) {
  const observer = new PerformanceObserver((list) => {
    if (
      !list
        .getEntries()
        .some((entry) => /** @type {{ detail?: { kind?: number } }} */ (entry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    )
      return
    const { used_heap_size, heap_size_limit } = v8.getHeapStatistics()
    state.afterFullCollection({ liveHeapBytes: used_heap_size, heapLimitBytes: heap_size_limit })
  })
  observer.observe({ entryTypes: ['gc'] })
  return () => observer.disconnect()
}
