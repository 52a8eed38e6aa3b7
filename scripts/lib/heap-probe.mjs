// The live heap of a server started with --inspect (benchmarks only): a full collection through the inspector
// protocol, then the heap in use. Never used in production: an instance there has no inspector.
/**
 * @param {number} inspectPort
 * @returns {Promise<{ liveHeapMb: number, heapLimitMb: number }>}
 */
export async function liveHeap(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  /** @param {string} method @param {object} [params] */
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const callId = ++id
      const onMessage = (/** @type {MessageEvent} */ event) => {
        const message = JSON.parse(String(event.data))
        if (message.id !== callId) return
        socket.removeEventListener('message', onMessage)
        if (message.error) reject(new Error(message.error.message))
        else resolve(message.result)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id: callId, method, params }))
    })
  try {
    await call('HeapProfiler.collectGarbage')
    await call('HeapProfiler.collectGarbage')
    const result = /** @type {{ result: { value: string } }} */ (
      await call('Runtime.evaluate', {
        expression:
          'JSON.stringify({ used: process.memoryUsage().heapUsed, limitMb: globalThis[Symbol.for("pune-talent-works.process")]?.memoryReport?.().heapLimitMb ?? 0 })',
        returnByValue: true,
      })
    )
    const stats = JSON.parse(result.result.value)
    return { liveHeapMb: Math.round(stats.used / 1048576), heapLimitMb: stats.limitMb }
  } finally {
    socket.close()
  }
}
