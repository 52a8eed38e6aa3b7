// The V8 heap bounds one instance runs with (docs/operations.md, "Memory": at most 512 MB RSS through the benchmarks and a 20,000-request
// soak). Without them V8 lets the heap grow towards its default limit (about 4 GB here) before collecting in earnest.
// `npm start` passes the same flags and environment (package.json); scripts/lib/test-server.mjs starts every test and benchmark
// server with them; server.mjs warns when it runs without them. docs/operations.md "Memory".
import v8 from 'node:v8'

/** Old generation at most 320 MB (the live heap stays under 170 MB once every page and admin view has run: under 60% of the limit), young generation semi-spaces 8 MB. */
export const NODE_MEMORY_FLAGS = ['--max-old-space-size=320', '--max-semi-space-size=8']

/**
 * The environment an instance starts with. glibc gives threads that allocate their own malloc arenas (up to eight per
 * core), and the memory freed in them mostly stays with the process: sharp's libvips workers, zlib and libuv's pool
 * each kept one, and the soak's RSS reached 535–563 MB once its image requests worked. Two arenas: peak 440 MB.
 * Read by glibc when the process starts, so it must be set by whoever starts it (npm start, test-server.mjs).
 */
export const NODE_MEMORY_ENV = { MALLOC_ARENA_MAX: '2' }

/** Above this V8 heap limit the process was started without NODE_MEMORY_FLAGS (or with larger ones). */
const EXPECTED_HEAP_LIMIT_MB = 512

/** A warning to log at start-up when the heap is not bounded as NODE_MEMORY_FLAGS bound it, else null. */
export function heapLimitWarning() {
  const limitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576)
  if (limitMb <= EXPECTED_HEAP_LIMIT_MB) return null
  return `The V8 heap may grow to ${limitMb} MB: start with \`node ${NODE_MEMORY_FLAGS.join(' ')} server.mjs\` (as npm start does) to keep one instance within about 512 MB`
}

/**
 * A warning to log at start-up when glibc's malloc arenas are not bounded as NODE_MEMORY_ENV bounds them, else null.
 * @param {Record<string, string | undefined>} environment
 */
export function mallocArenaWarning(environment = process.env) {
  if (process.platform !== 'linux' || environment.MALLOC_ARENA_MAX) return null
  return `MALLOC_ARENA_MAX is not set: start with MALLOC_ARENA_MAX=${NODE_MEMORY_ENV.MALLOC_ARENA_MAX} (as npm start does) so native memory freed by worker threads is reused`
}
