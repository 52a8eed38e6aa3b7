// Unknown addresses (docs/security.md, "An unknown address leaves nothing on disk"): an address that does not exist costs nothing that lasts. A page someone makes up
// (/blog/<x>, /jobs/<x>, /subpage/<x>, /category/<x>, case studies, industries, any other path) answers its 404 without
// leaving files in Next's cache under .next (before, about seven per address, without bound); an unknown address
// under /api answers JSON 404 for every method instead of the site's HTML page.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { baseUrl, eventually } from './helpers'

/** The .next folder of the standalone build the suite's server runs from (scripts/lib/test-server.mjs). */
const nextDir = path.join(inject('appDir'), '.next')

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

const run = Date.now().toString(36)
/** The routes whose unknown addresses rendered a 404 that Next kept, and the text each 404 shows. */
const UNKNOWN_PAGES: Array<[prefix: string, text: RegExp]> = [
  ['/subpage/', /Page not found/],
  ['/blog/', /Blog post not found/],
  ['/category/', /Category not found/],
  ['/jobs/', /Role not found/],
  ['/case-studies/', /Case study not found/],
  ['/industries/', /not found/i],
  ['/', /not found/i],
  ['/no/such/', /not found/i],
]

describe(`Unknown addresses on ${inject('dbKind')}`, () => {
  it('answer 404 for 200 made-up page addresses without adding a file under .next', async () => {
    // Warm what a first 404 of each route builds once (the cached lists it checks, the route's code).
    for (const [prefix] of UNKNOWN_PAGES) expect((await fetch(`${baseUrl()}${prefix}warm-${run}`)).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = filesUnder(nextDir)
    const addresses = Array.from({ length: 200 }, (_, index) => {
      const [prefix, text] = UNKNOWN_PAGES[index % UNKNOWN_PAGES.length]
      return { target: `${prefix}made-up-${run}-${index}`, text }
    })
    for (let start = 0; start < addresses.length; start += 8) {
      await Promise.all(
        addresses.slice(start, start + 8).map(async ({ target, text }) => {
          const response = await fetch(`${baseUrl()}${target}`)
          expect(response.status, target).toBe(404)
          expect(await response.text(), target).toMatch(text)
        }),
      )
    }
    // Next writes its cache after answering: give it time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const added = filesUnder(nextDir).filter((file) => !before.includes(file))
    expect(added).toEqual([])
  })

  it('still keeps the rendering of a real page (a seeded post) in Next’s cache', async () => {
    const slug = 'ai-in-hiring-where-people-decide'
    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(200)
    // Next 16 keeps rendered pages under .next/server/route-cache/APP_PAGE/<build>/$/<path>.html (.rsc, .meta, segments).
    await eventually(() => {
      expect(filesUnder(path.join(nextDir, 'server')).some((file) => file.endsWith(`/blog/${slug}.html`))).toBe(true)
      return Promise.resolve()
    }, 3000)
  })

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])(
    'answers %s to an unknown /api address with JSON 404',
    async (method) => {
      for (const target of [`/api/no-such-${run}`, '/api/blogs/slug', `/api/openings/slug/${run}/more`, `/api/a/b/c/${run}`]) {
        const response = await fetch(`${baseUrl()}${target}`, { method })
        expect(response.status, `${method} ${target}`).toBe(404)
        expect(response.headers.get('content-type'), `${method} ${target}`).toContain('application/json')
        expect(response.headers.get('cache-control')).toBe('no-store')
        const body = await response.text()
        if (method === 'HEAD') expect(body).toBe('')
        else
          expect(JSON.parse(body), `${method} ${target}`).toEqual({ error: 'not_found', msg: 'There is no API endpoint at this address.' })
      }
    },
  )

  it('leaves the known /api addresses as they were', async () => {
    expect((await fetch(`${baseUrl()}/api/health`)).status).toBe(200)
    expect((await fetch(`${baseUrl()}/api/openings`)).status).toBe(200)
    const unknownSlug = await fetch(`${baseUrl()}/api/blogs/slug/no-such-${run}`)
    expect(unknownSlug.status).toBe(404)
    expect(await unknownSlug.json()).toEqual({ error: 'not_found', msg: 'Blog post not found.' })
  })
})
