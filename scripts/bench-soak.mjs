// `npm run bench:soak` (not a test): 30 minutes of mixed traffic (scripts/lib/soak.mjs) from 20,000 client addresses
// against one production server on a fresh seeded SQLite database. Prints the live heap after each full collection
// and the RSS every 10 s, and judges the plateau: over the last 10 minutes the live heap grows by less than 5% and
// stays under 60% of the heap limit; the RSS stays under 512 MB. Exits 1 when one of them fails.
// SOAK_MINUTES, SOAK_ADDRESSES and SOAK_CONCURRENCY change the run. Needs a production build (`npm run build`).
import { loadAverage } from './lib/process-memory.mjs'
import { runSoak, SOAK_LIMITS } from './lib/soak.mjs'
import { startTestServer } from './lib/test-server.mjs'

const minutes = Number(process.env.SOAK_MINUTES || 30)
const addresses = Number(process.env.SOAK_ADDRESSES || 20_000)
const concurrency = Number(process.env.SOAK_CONCURRENCY || 8)
const inspectPort = Number(process.env.BENCH_INSPECT_PORT || 9402)

const server = await startTestServer({
  name: 'soak',
  port: Number(process.env.BENCH_PORT || 3402),
  env: { MEMORY_LOG_SECONDS: '10', TRUST_PROXY: '1' },
  // The inspector (loopback only) lets the benchmark force a full collection to read the live heap.
  nodeFlags: [`--inspect=127.0.0.1:${inspectPort}`],
})
let failed = false
try {
  console.log(`load average before: ${loadAverage()}`)
  const result = await runSoak({ server, inspectPort, minutes, addresses, concurrency })
  console.log(`load average after: ${loadAverage()}`)
  const verdicts = [
    [
      `live heap growth over the window ${result.window.growthPercent}% (under ${SOAK_LIMITS.growth * 100}%)`,
      result.window.growthPercent < SOAK_LIMITS.growth * 100,
    ],
    [
      `highest live heap ${Math.round(result.highestShareOfLimit * 100)}% of the limit (under ${SOAK_LIMITS.shareOfLimit * 100}%)`,
      result.highestShareOfLimit < SOAK_LIMITS.shareOfLimit,
    ],
    [`peak RSS ${result.peakRssMb} MB (under ${SOAK_LIMITS.rssMb} MB)`, result.peakRssMb < SOAK_LIMITS.rssMb],
  ]
  for (const [text, ok] of verdicts) console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`)
  failed = verdicts.some(([, ok]) => !ok)
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
