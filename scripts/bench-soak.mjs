// `npm run bench:soak` (not a test): 20,000 mixed requests against one production server on a fresh seeded SQLite
// database: the five pages (HTML and RSC, some under distinct query strings), the cached public API, many distinct
// blog searches and resized images. Prints the server's RSS as it goes and its peak (issue 18: at most 512 MB).
// Needs a production build (`npm run build`).
import fs from 'node:fs'

import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { optimisedImageUrls } from './lib/page-images.mjs'
import { startTestServer } from './lib/test-server.mjs'

const TOTAL = Number(process.env.SOAK_REQUESTS || 20_000)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY || 16)
const RSS_LIMIT_MB = 512
/** SOAK_IMAGES=0: the image tenth becomes pages too, to tell the image optimiser's memory from the rest. */
const IMAGES = process.env.SOAK_IMAGES !== '0'

const PAGES = ['/', '/services', '/blogs', '/blog/ai-in-hiring-where-people-decide', '/category/staffing-recruitment', '/about', '/jobs']
const API = [
  '/api/categories',
  '/api/blogs?page=1',
  '/api/blogs?page=2',
  '/api/subpages',
  '/api/clients',
  '/api/featuredSolutions',
  '/api/openings',
]
const WORDS = ['hiring', 'talent', 'pune', 'contract', 'remote', 'salary', 'interview', 'team', 'fintech', 'intern']
/** Widths next/image accepts (Next's default deviceSizes and imageSizes). */
const WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920]

const server = await startTestServer({ name: 'soak', port: Number(process.env.BENCH_PORT || 3402), env: { MEMORY_LOG_SECONDS: '5' } })

/** The server's last `memory` log line (server.mjs, MEMORY_LOG_SECONDS): where the RSS goes. */
function lastMemoryLine() {
  const lines = fs
    .readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"memory"'))
  if (!lines.length) return 'no memory log line'
  const { rssMb, heapTotalMb, heapUsedMb, externalMb, arrayBuffersMb, pageCacheMb, apiCacheMb } = JSON.parse(lines[lines.length - 1])
  return `RSS ${rssMb} MB: V8 heap ${heapUsedMb} MB used of ${heapTotalMb} MB; external ${externalMb} MB (buffers ${arrayBuffersMb} MB; page cache ${pageCacheMb} MB, API cache ${apiCacheMb} MB); the rest native (code, sharp, allocator)`
}
try {
  const home = await (await fetch(`${server.url}/`)).text()
  // The pictures the home page offers (their source URLs), each requested below at several widths.
  const images = [...new Set(optimisedImageUrls(home).map((url) => new URL(url, server.url).searchParams.get('url')))]
  const start = processMemory(server.child.pid)

  /** The i-th request of the mix: 40% pages, 20% cached API, 30% distinct searches, 10% images. */
  function request(/** @type {number} */ i) {
    const slot = i % 10
    if (slot < 4) {
      const path = PAGES[i % PAGES.length]
      const query = i % 8 === 0 ? `?utm_source=soak${i}` : ''
      return slot % 2 ? { path: `${path}${query ? `${query}&` : '?'}_rsc=`, headers: { rsc: '1' } } : { path: path + query }
    }
    if (slot < 6) return { path: API[i % API.length] }
    if (slot < 9) return { path: `/api/blogs?searchTerm=${WORDS[i % WORDS.length]}${i}` }
    if (!IMAGES || !images.length) return { path: PAGES[i % PAGES.length] }
    const image = images[i % images.length]
    return {
      path: `/_next/image?url=${encodeURIComponent(image)}&w=${WIDTHS[((i / 10) % WIDTHS.length) | 0]}&q=75`,
      headers: { accept: 'image/avif,image/webp' },
    }
  }

  let next = 0
  let peakSeen = start.rss
  /** @type {Map<number, number>} */
  const statuses = new Map()
  /** @type {Map<number, string>} the first path answered with each error status */
  const failures = new Map()
  const started = Date.now()
  const sampler = setInterval(() => {
    peakSeen = Math.max(peakSeen, processMemory(server.child.pid).rss)
  }, 250)
  async function worker() {
    while (next < TOTAL) {
      const i = next++
      const { path, headers } = request(i)
      const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip, br', ...headers } })
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 400 && !failures.has(response.status)) failures.set(response.status, path)
      if ((i + 1) % 2000 === 0) {
        const { rss } = processMemory(server.child.pid)
        console.log(
          `${String(i + 1).padStart(6)} requests  ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(0)} MB`,
        )
      }
    }
  }
  console.log(`soak: ${TOTAL} requests, ${CONCURRENCY} at a time; load average ${loadAverage()}`)
  console.log(`RSS after start (home page rendered) ${start.rss.toFixed(0)} MB`)
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  clearInterval(sampler)
  const end = processMemory(server.child.pid)
  console.log(`statuses: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`)
  for (const [status, path] of failures) console.log(`first ${status}: ${path}`)
  console.log(`RSS at the end ${end.rss.toFixed(0)} MB, peak ${Math.max(end.peak, peakSeen).toFixed(0)} MB (limit ${RSS_LIMIT_MB} MB)`)
  console.log(lastMemoryLine())
  console.log(`load average after: ${loadAverage()}`)
} finally {
  await server.stop()
}
