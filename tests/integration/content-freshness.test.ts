// Content freshness (docs/caching.md) by fresh requests: for every row of the freshness table (every collection and global visitors
// see), a staff edit through /cms-api shows on every page and API answer that displays it within 1 s — pages warmed
// first, so the answers come from the caches the edit must expire. The browser half is tests/e2e/content-freshness.spec.ts.
import { describe, expect, inject, it } from 'vitest'

import { freshMark, freshnessTable, type Place, type StaffApi } from '../fixtures/content-freshness'
import { baseUrl, eventually, staffHeaders, staffRequest } from './helpers'

const staff: StaffApi = {
  json: (method, path, body) => staffRequest(method, path, body),
  async replaceFile(path, file) {
    const { authorization } = await staffHeaders()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
    form.append('_payload', '{}')
    const response = await fetch(`${baseUrl()}/cms-api${path}`, { method: 'PATCH', headers: { authorization }, body: form })
    if (!response.ok) throw new Error(`PATCH ${path} (file) -> ${response.status}: ${await response.text()}`)
    return (await response.json()) as unknown
  },
  async download(path) {
    const response = await fetch(`${baseUrl()}/cms-api${path}`, { headers: { authorization: (await staffHeaders()).authorization } })
    if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  },
}

/**
 * What a fresh request for `place` answers: the part of the page's HTML it names (`<main>`, the site's `<header>` and
 * `<footer>`, `<title>`; the closed menu is only in the data the page renders from, so the whole page), or the JSON
 * or XML.
 */
async function fetchPlace(place: Place): Promise<string> {
  const path = place.loadedFrom ?? place.path
  const response = await fetch(`${baseUrl()}${path}`)
  expect(response.status, path).toBe(200)
  const body = await response.text()
  if (place.loadedFrom) return body
  switch (place.shows) {
    case 'main':
      return /<main[\s\S]*?<\/main>/.exec(body)?.[0] ?? ''
    case 'header':
      return /<header[\s\S]*?<\/header>/.exec(body)?.[0] ?? ''
    case 'footer':
      return body.slice(body.lastIndexOf('<footer'), body.lastIndexOf('</footer>'))
    case 'title':
      return /<title>[\s\S]*?<\/title>/.exec(body)?.[0] ?? ''
    default:
      return body
  }
}

const where = (place: Place) => `${place.shows} of ${place.loadedFrom ?? place.path}`

describe(`Freshness of every edit on ${inject('dbKind')}`, () => {
  it.each(freshnessTable.map((row) => [row.name, row] as const))('%s: shows everywhere within 1 s', async (_name, row) => {
    // Warm every page and answer, so each is served from a cache the edit must expire.
    for (const place of row.places) await fetchPlace(place)

    const edit = await row.edit(staff, freshMark())
    const edited = Date.now()
    try {
      // For each place, requests until one shows the edit; none sent 1 s or more after the edit may show the old
      // text (on a busy machine the first request to a place may only be sent later than that, and passes if it shows
      // the edit).
      const lateOld: string[] = []
      for (const place of row.places) {
        for (;;) {
          const sent = Date.now() - edited
          if ((await fetchPlace(place)).includes(edit.text)) break
          if (sent >= 1000) {
            lateOld.push(`${where(place)} (${sent} ms after the edit)`)
            break
          }
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      expect(lateOld, `old text instead of "${edit.text}"`).toEqual([])
    } finally {
      await edit.restore()
    }
    // Restored everywhere before the next row (the tests share a server).
    await eventually(async () => {
      for (const place of row.places) expect((await fetchPlace(place)).includes(edit.text), where(place)).toBe(false)
    }, 5000)
  })

  it('tells browsers the content version, from memory and never cached, and moves it on with every edit', async () => {
    const read = async () => {
      const response = await fetch(`${baseUrl()}/api/content/version`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff') // answered with every security header
      return ((await response.json()) as { version: number }).version
    }
    const before = await read()
    expect(before).toBeGreaterThan(0)
    expect(await read()).toBe(before)
    const edit = await freshnessTable[0].edit(staff, freshMark())
    try {
      expect(await read()).toBeGreaterThan(before)
    } finally {
      await edit.restore()
    }
  })
})
