// `npm run bench:pages` (not a test): Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) on the
// public pages of a production build, BENCH_ROUNDS runs each, printed as median and range. Builds nothing: needs
// `npm run build` first; starts the server on a fresh seeded SQLite database on BENCH_PORT. Hold the build lock while
// it runs (`flock /tmp/build.lock npm run bench:pages`) so no build competes for the CPU.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { loadAverage } from './lib/process-memory.mjs'
import { optimisedImageUrls } from './lib/page-images.mjs'
import { startTestServer } from './lib/test-server.mjs'

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 2))
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** BENCH_REPORTS=<folder>: also keep every run's full Lighthouse report (JSON) there, to look into a figure. */
const REPORTS = process.env.BENCH_REPORTS
/** BENCH_BLOCK=<pattern>,…: requests whose address matches are refused (`*` any text), to weigh what one file costs. */
const BLOCKED = (process.env.BENCH_BLOCK ?? '').split(',').filter(Boolean)

async function getJson(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

/**
 * The seeded slugs the dynamic pages need: a blog post, a category and an open role.
 * BENCH_PATHS=/,/jobs: only those paths (no lookups, so an older build without some of the APIs can be measured).
 */
async function pages(baseUrl) {
  if (process.env.BENCH_PATHS) return process.env.BENCH_PATHS.split(',').map((path) => ({ label: path, path }))
  const [blogs, categories, openings] = await Promise.all([
    getJson(`${baseUrl}/api/blogs?page=1`),
    getJson(`${baseUrl}/api/categories`),
    getJson(`${baseUrl}/api/openings`),
  ])
  const blog = (blogs.blogs ?? blogs.docs ?? blogs)[0]
  const category = (categories.categories ?? categories.docs ?? categories)[0]
  const opening = (openings.openings ?? openings.docs ?? openings)[0]
  if (!blog?.slug || !category || !opening?.slug) throw new Error('The seeded database has no blog post, category or open role.')
  return [
    { label: '/', path: '/' },
    { label: '/services', path: '/services' },
    { label: '/blogs', path: '/blogs' },
    { label: 'a blog post', path: `/blog/${encodeURIComponent(blog.slug)}` },
    { label: 'a category', path: `/category/${encodeURIComponent(category.slug || category._id)}` },
    { label: '/jobs', path: '/jobs' },
    { label: 'a role', path: `/jobs/${encodeURIComponent(opening.slug)}` },
  ]
}

/** What Chromium asks the image optimiser for (the format it answers with depends on it). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/** Fetches every optimised image URL a page's HTML offers (src and srcset), a few at a time. */
async function warmImages(html) {
  const queue = optimisedImageUrls(html)
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await fetch(server.url + url, { headers: { accept: IMAGE_ACCEPT } }).then((answer) => answer.arrayBuffer())
    }
  }
  await Promise.all([worker(), worker()])
}

/** One Lighthouse run in a fresh browser (no cache, no service worker, nothing left from the previous run). */
async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true })
      fs.writeFileSync(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr))
    }
    const summary = lhr.audits['resource-summary']?.details?.items ?? []
    const script = summary.find((item) => item.resourceType === 'script')
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      version: lhr.lighthouseVersion,
      perf: score('performance'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: (script?.transferSize ?? 0) / 1024,
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      failed: Object.values(lhr.audits)
        .filter((entry) => entry.score === 0 && entry.scoreDisplayMode === 'binary')
        .map((entry) => entry.id),
    }
  } finally {
    await chrome.kill()
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** "median (min–max)" with the given number of decimals; the range is left out for a single run. */
function cell(values, decimals) {
  const format = (value) => value.toFixed(decimals)
  const min = Math.min(...values)
  const max = Math.max(...values)
  return min === max ? format(median(values)) : `${format(median(values))} (${format(min)}–${format(max)})`
}

const loadBefore = os.loadavg()
// BENCH_DIR=<folder> with a copy of a build in <folder>/app (cp -a .next/standalone <folder>/app): measure that build
// instead of the current one, e.g. yesterday's beside today's.
const server = await startTestServer({
  name: 'bench-pages',
  port: Number(process.env.BENCH_PORT || 3402),
  dir: process.env.BENCH_DIR,
  standalone: Boolean(process.env.BENCH_DIR),
})
try {
  const targets = await pages(server.url)
  for (const target of targets) {
    // Render once so every run sees the cached page, and have the image optimiser make each picture the page offers
    // once (kept in .next/cache/images, as after any visitor): a first resize would otherwise land in the first run.
    const response = await fetch(server.url + target.path)
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
    await warmImages(await response.text())
  }
  // Round by round over the pages (not one page's rounds, then the next page's): a change in the machine's load
  // during the measurement falls on every page alike, so pages compared with each other stay comparable.
  const rows = targets.map((target) => ({ ...target, runs: [] }))
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const row of rows) {
      const name = `${row.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${round + 1}`
      row.runs.push(await audit(server.url + row.path, name))
    }
    process.stderr.write(`measured round ${round + 1} of ${ROUNDS}\n`)
  }
  const loadAfter = os.loadavg()

  /** [title, width, figure, decimals] */
  const figures = [
    ['perf', 14, 'perf', 0],
    ['LCP s', 20, 'lcp', 2],
    ['TBT ms', 20, 'tbt', 0],
    ['JS KiB', 16, 'js', 0],
    ['a11y', 12, 'a11y', 0],
    ['BP', 12, 'bp', 0],
    ['SEO', 12, 'seo', 0],
  ]
  const columns = [
    ['page', 14, (row) => row.label],
    ...figures.map(([title, width, key, decimals]) => [
      title,
      width,
      (row) =>
        cell(
          row.runs.map((run) => run[key]),
          decimals,
        ),
    ]),
  ]
  console.log(
    `\nLighthouse ${rows[0].runs[0].version} mobile defaults, ${ROUNDS} run(s) per page, median (range); production build on SQLite`,
  )
  console.log(`load average before ${loadAverage(loadBefore)}, after ${loadAverage(loadAfter)} (${os.cpus().length} CPUs)\n`)
  console.log(columns.map(([title, width]) => title.padEnd(width)).join(''))
  for (const row of rows) console.log(columns.map(([, width, value]) => String(value(row)).padEnd(width)).join(''))
  const failing = rows.flatMap((row) => [...new Set(row.runs.flatMap((run) => run.failed))].map((id) => `${row.label}: ${id}`))
  if (failing.length) console.log(`\nfailed pass/fail audits:\n  ${failing.join('\n  ')}`)
} finally {
  await server.stop()
}
