// Mixed traffic for a long run against one production server (`npm run bench:soak`, and a shorter run in the fault
// suite, tests/faults/soak.test.ts): every public page and its RSC request, the JSON API under varied query strings,
// optimised images at their srcset widths, assistant questions, invalid posts and failed logins, and staff loading the
// dashboard, inbox and board, each request from one of `addresses` client addresses (the server trusts one proxy,
// TRUST_PROXY=1). It reports the live heap after each full collection (the server's `full gc` log lines), the RSS every
// 10 s, and the live heap after a forced full collection once a minute (through the inspector), from which the
// plateau is judged. docs: docs/operations.md "Memory" (soak).
import fs from 'node:fs'

import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

import { liveHeap } from './heap-probe.mjs'
import { optimisedImageUrls } from './page-images.mjs'
import { processMemory } from './process-memory.mjs'
import { staffAuthHeader } from './test-server.mjs'

const PAGES = [
  '/',
  '/services',
  '/blogs',
  '/blog/ai-in-hiring-where-people-decide',
  '/category/staffing-recruitment',
  '/about',
  '/jobs',
  '/careers',
  '/contact',
  '/faqs',
  '/join-as-talent',
  '/team-up-request',
  '/case-studies',
  '/engagement-models',
  '/industries',
  '/login',
  '/signup',
  '/privacy-policy',
  '/terms-of-service',
  '/a-page-that-does-not-exist',
]
const WORDS = ['hiring', 'talent', 'pune', 'contract', 'remote', 'salary', 'interview', 'team', 'fintech', 'intern', 'react', 'sales']
const QUESTIONS = [
  'how do I apply for a job',
  'do you hire freshers',
  'what services do you offer',
  'where is your office',
  'can you build a team for my startup',
  'how long do you keep my resume',
]
const INVALID_POSTS = ['/api/contact', '/api/teamup', '/api/JoinTalent', '/api/subscriptions']
/** Widths next/image accepts (Next's default deviceSizes and imageSizes). */
const WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920]
const STAFF_VIEWS = ['/admin', '/admin/inbox', '/admin/pipeline', '/admin/collections/contact-messages']

const MB = 1048576

/**
 * @param {{ server: { url: string, logFile: string, child: { pid?: number } }, inspectPort: number, minutes: number, addresses: number, concurrency?: number, log?: (line: string) => void }} options
 */
export async function runSoak({ server, inspectPort, minutes, addresses, concurrency = 8, log = console.log }) {
  const home = await (await fetch(`${server.url}/`)).text()
  const images = [...new Set(optimisedImageUrls(home).map((url) => new URL(url, server.url).searchParams.get('url')))]
  // The admin's pages read the session from its cookie, as in a browser.
  const staff = { cookie: `payload-token=${(await staffAuthHeader(server.url)).authorization.replace(/^JWT /, '')}` }
  // The value Next expects in `_rsc` for a plain RSC request (no prefetch, no router state): any other is redirected.
  const rscParam = await computeCacheBustingSearchParam(undefined, undefined, undefined, undefined)
  const address = (/** @type {number} */ i) => {
    const n = i % addresses
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  }

  /** The i-th request of the mix. @returns {{ path: string, method?: string, headers?: Record<string, string>, body?: string }} */
  function request(/** @type {number} */ i) {
    const slot = i % 20
    const page = PAGES[(i >> 1) % PAGES.length]
    if (slot < 6) {
      const query = i % 6 === 0 ? `?utm_source=soak${i % 500}` : ''
      return slot % 2 ? { path: `${page}${query ? `${query}&` : '?'}_rsc=${rscParam}`, headers: { rsc: '1' } } : { path: page + query }
    }
    if (slot < 10) {
      const word = WORDS[i % WORDS.length]
      const api = [
        `/api/blogs?page=${(i % 3) + 1}`,
        `/api/blogs?searchTerm=${word}${i % 1000}`,
        `/api/openings?searchTerm=${word}`,
        `/api/openings?page=${(i % 2) + 1}`,
        '/api/categories',
        '/api/subpages',
        '/api/clients',
        '/api/featuredSolutions',
        '/api/teamup/categories',
        `/api/blogs/categories?x=${i % 50}`,
      ]
      return { path: api[i % api.length] }
    }
    if (slot < 12 && images.length) {
      const image = images[i % images.length]
      return {
        path: `/_next/image?url=${encodeURIComponent(image)}&w=${WIDTHS[(i >> 2) % WIDTHS.length]}&q=75`,
        headers: { accept: 'image/avif,image/webp' },
      }
    }
    if (slot < 14) {
      return { path: '/api/assistant', method: 'POST', body: JSON.stringify({ message: `${QUESTIONS[i % QUESTIONS.length]} ${i % 300}` }) }
    }
    if (slot < 16) return { path: INVALID_POSTS[i % INVALID_POSTS.length], method: 'POST', body: JSON.stringify({ name: '' }) }
    if (slot === 16 && i % 60 === 16) {
      // A failed login for an address nobody has: the growing login delay keeps a counter per address typed.
      return {
        path: '/api/users/login',
        method: 'POST',
        body: JSON.stringify({ email: `soak${i}@example.com`, password: 'not-the-password-1' }),
      }
    }
    if (slot === 17) return { path: STAFF_VIEWS[(i >> 2) % STAFF_VIEWS.length], headers: staff }
    return { path: i % 2 ? '/api/health' : '/jobs/feed.xml' }
  }

  const statuses = new Map()
  let sent = 0
  const deadline = Date.now() + minutes * 60_000
  const started = Date.now()
  const seconds = () => Math.round((Date.now() - started) / 1000)

  /** @type {{ at: number, liveHeapMb: number }[]} */
  const probes = []
  /** @type {{ at: number, rssMb: number }[]} */
  const rss = []
  let peakRssMb = 0
  let logOffset = fs.statSync(server.logFile).size
  /** The `full gc` lines the server wrote since the last look (server.mjs, MEMORY_LOG_SECONDS). */
  function newFullCollections() {
    const size = fs.statSync(server.logFile).size
    if (size <= logOffset) return []
    const fd = fs.openSync(server.logFile, 'r')
    const buffer = Buffer.alloc(size - logOffset)
    fs.readSync(fd, buffer, 0, buffer.length, logOffset)
    fs.closeSync(fd)
    const text = buffer.toString('utf8')
    const complete = text.lastIndexOf('\n') + 1
    logOffset += Buffer.byteLength(text.slice(0, complete))
    return text
      .slice(0, complete)
      .split('\n')
      .filter((line) => line.includes('"msg":"full gc"') || line.includes('Memory pressure'))
      .map((line) => JSON.parse(line).liveHeapMb)
  }
  let fullCollections = 0
  const sampler = setInterval(() => {
    const { rss: now } = processMemory(server.child.pid)
    peakRssMb = Math.max(peakRssMb, now)
    rss.push({ at: seconds(), rssMb: Math.round(now) })
    const lives = newFullCollections()
    fullCollections += lives.length
    log(
      `${String(seconds()).padStart(5)} s  ${String(sent).padStart(7)} requests  RSS ${now.toFixed(0)} MB  full collections +${lives.length}: live ${lives.length ? lives.join(', ') : '-'} MB`,
    )
  }, 10_000)
  const prober = setInterval(async () => {
    try {
      const { liveHeapMb } = await liveHeap(inspectPort)
      probes.push({ at: seconds(), liveHeapMb })
      log(`${String(seconds()).padStart(5)} s  live heap after a forced full collection: ${liveHeapMb} MB`)
    } catch (error) {
      log(`heap probe failed: ${error}`)
    }
  }, 60_000)

  async function worker() {
    while (Date.now() < deadline) {
      const i = sent++
      const { path, method = 'GET', headers = {}, body } = request(i)
      try {
        const response = await fetch(server.url + path, {
          method,
          body,
          redirect: 'manual',
          headers: {
            'accept-encoding': 'gzip, br',
            'x-forwarded-for': address(i),
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      } catch {
        statuses.set('network error', (statuses.get('network error') ?? 0) + 1)
      }
    }
  }
  const first = await liveHeap(inspectPort)
  probes.push({ at: 0, liveHeapMb: first.liveHeapMb })
  log(
    `soak: ${minutes} min, ${addresses} client addresses, ${concurrency} at a time; heap limit ${first.heapLimitMb} MB; live heap at start ${first.liveHeapMb} MB`,
  )
  await Promise.all(Array.from({ length: concurrency }, worker))
  clearInterval(sampler)
  clearInterval(prober)
  const last = await liveHeap(inspectPort)
  probes.push({ at: seconds(), liveHeapMb: last.liveHeapMb })
  const statusLine = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ')
  // The plateau: the last ten minutes (or the second half of a shorter run) against the reading where they begin.
  const windowStart = Math.max(seconds() - 600, seconds() / 2)
  const base = [...probes].reverse().find((probe) => probe.at <= windowStart) ?? probes[0]
  const highest = Math.max(...probes.filter((probe) => probe.at >= base.at).map((probe) => probe.liveHeapMb))
  const growth = (highest - base.liveHeapMb) / base.liveHeapMb
  const summary = {
    requests: sent,
    statuses: statusLine,
    heapLimitMb: first.heapLimitMb,
    probes,
    fullCollections,
    peakRssMb: Math.round(Math.max(peakRssMb, processMemory(server.child.pid).peak)),
    window: { fromSecond: base.at, liveHeapMb: base.liveHeapMb, highestMb: highest, growthPercent: Math.round(growth * 1000) / 10 },
    highestShareOfLimit: Math.max(...probes.map((probe) => probe.liveHeapMb)) / first.heapLimitMb,
  }
  log(`statuses: ${statusLine}`)
  log(
    `live heap (forced full collections, once a minute): ${probes.map((probe) => `${probe.at}s ${probe.liveHeapMb}`).join(' · ')} MB; ` +
      `over the window from ${base.at} s: ${base.liveHeapMb} → at most ${highest} MB (${summary.window.growthPercent}%); ` +
      `highest ${Math.round(summary.highestShareOfLimit * 100)}% of the ${first.heapLimitMb} MB limit; peak RSS ${summary.peakRssMb} MB`,
  )
  return summary
}

export const SOAK_LIMITS = { growth: 0.05, shareOfLimit: 0.6, rssMb: 512 }
export { MB }
