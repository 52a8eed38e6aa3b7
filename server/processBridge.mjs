// The one owner of the state that crosses between server.mjs and Next.js's bundle, and of the process-wide singletons.
// Next.js bundles the app apart from server.mjs, and may load one module once per route bundle, so module state is
// not shared between them; what must be shared lives in one slot on globalThis, and only this module names it. Both
// sides import these functions (the app from '../../server/processBridge.mjs'); docs/architecture.md "Process state".

const SLOT = Symbol.for('pune-talent-works.process')

/** @typedef {{ invalidate: () => void }} AnswerCache */
/**
 * @typedef {{ pressure: boolean, liveHeapMb: number, heapLimitMb: number, pressureAtMb: number, fullCollections: number,
 *   sheds: number, caches: Record<string, { entries: number, mb: number }> }} MemoryReport
 */
/**
 * @typedef {{
 *   answerCaches: AnswerCache[],
 *   contentVersion: number | undefined,
 *   closeApp: (() => Promise<void>) | undefined,
 *   shuttingDown: boolean,
 *   memoryReport: (() => MemoryReport) | undefined,
 *   singletons: Map<string, unknown>,
 * }} ProcessState
 */

/** @returns {ProcessState} */
function state() {
  const holder = /** @type {{ [SLOT]?: ProcessState }} */ (/** @type {unknown} */ (globalThis))
  return (holder[SLOT] ??= {
    answerCaches: [],
    contentVersion: undefined,
    closeApp: undefined,
    shuttingDown: false,
    memoryReport: undefined,
    singletons: new Map(),
  })
}

/** server.mjs's caches of public answers (server/apiResponseCache.mjs, server/pageCache.mjs) register here. */
export function registerAnswerCache(/** @type {AnswerCache} */ cache) {
  state().answerCaches.push(cache)
}

/** A content change: every registered answer cache forgets what it kept (none under `next dev`). */
export function invalidateAnswerCaches() {
  for (const cache of state().answerCaches) cache.invalidate()
}

/** This process's content version (features/content/invalidate.ts); undefined until start-up sets it. */
export function contentVersion() {
  return state().contentVersion
}

/** Sets the content version (it only grows: the caller passes the next one). */
export function setContentVersion(/** @type {number} */ version) {
  state().contentVersion = version
}

/** Start-up registers what a graceful shutdown closes after the last request (database, Redis, mail worker). */
export function onAppShutdown(/** @type {() => Promise<void>} */ close) {
  state().closeApp = close
}

/** server.mjs on SIGTERM, once requests in flight finished. */
export async function closeApp() {
  await state().closeApp?.()
}

/** server.mjs on SIGTERM: /api/health answers 503 from now on, so the load balancer stops sending traffic. */
export function markShuttingDown() {
  state().shuttingDown = true
}

export function isShuttingDown() {
  return state().shuttingDown
}

/** server.mjs's memory watch (server/memoryWatch.mjs) reports through this. */
export function reportMemoryWith(/** @type {() => MemoryReport} */ report) {
  state().memoryReport = report
}

/** @returns {MemoryReport | undefined} undefined under `next dev` */
export function memoryReport() {
  return state().memoryReport?.()
}

/**
 * One `create()` per process, whichever bundle asks first: for state every copy of a module must share (rate-limit
 * counters, the Redis clients, the assistant's index, ...).
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSingleton(name, create) {
  const singletons = state().singletons
  if (!singletons.has(name)) singletons.set(name, create())
  return /** @type {T} */ (singletons.get(name))
}
