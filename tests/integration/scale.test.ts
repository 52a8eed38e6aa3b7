// The site with many roles (docs/caching.md, "Open roles"; docs/benchmarks.md, "Scale"): 3,000 more open roles
// written straight into the database. The list of roles stays in Next's data cache, a role page renders (three new
// ones at once) without taking the server down, /jobs stays small, and the indexes Payload's schema lacks exist.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { OpeningFacets } from '@/features/openings/filter'
import type { Opening, OpeningSummary, OpeningsPage } from '@/features/openings/types'
import { OPENINGS_PAGE_SIZE } from '@/lib/constants'
import { blogSearchTrigramIndex, scaleIndexNames } from '@/migrations/scaleIndexes'

import { deleteRoles, insertRoles, openDatabase } from '../../scripts/lib/bulk-content.mjs'

import { baseUrl, getJson, rawSql, staffRequest } from './helpers'

const ROLES = 3000
const tag = `scale-${Math.random().toString(36).slice(2, 8)}`
let seededOpen = 0
/** The seeded open roles as the list gave them, before the bulk roles came. */
let seededList: OpeningSummary[] = []

const TOUCHED = 'frontend-developer-react'

/** A staff edit of a seeded role: its hooks expire every cached answer that lists roles. */
async function expireRoles() {
  const { docs } = await staffRequest<{ docs: { id: number; summary: string }[] }>(
    'GET',
    `/openings?where[slug][equals]=${TOUCHED}&depth=0&limit=1`,
  )
  await staffRequest('PATCH', `/openings/${docs[0].id}`, { summary: docs[0].summary })
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(inject('databaseUrl'))
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

beforeAll(async () => {
  const first = (await getJson<OpeningsPage>('/api/openings')).body
  seededOpen = first.totalOpenings
  seededList = first.openings
  for (let page = 2; page <= first.totalPages; page++) {
    seededList.push(...(await getJson<OpeningsPage>(`/api/openings?page=${page}`)).body.openings)
  }
  await withDatabase((db) => insertRoles(db, tag, ROLES))
  await expireRoles()
})

afterAll(async () => {
  await withDatabase((db) => deleteRoles(db, tag))
  await expireRoles()
})

describe('the list of open roles', () => {
  it('gives each role as its own page does (the list is read with SQL, the page through Payload)', async () => {
    expect(seededList.length).toBe(seededOpen)
    for (const listed of seededList) {
      const { body } = await getJson<Opening>(`/api/openings/slug/${listed.slug}`)
      const { description: _description, responsibilities: _responsibilities, requirements: _requirements, ...summary } = body
      // The role expireRoles() touches after the list was read has a newer updatedAt since.
      expect(listed.slug === TOUCHED ? { ...listed, updatedAt: summary.updatedAt } : listed).toEqual(summary)
    }
    expect(seededList.some((role) => role.employer.kind === 'named' && role.employer.name)).toBe(true)
  })
})

describe(`${ROLES} more open roles`, () => {
  it('GET /api/openings lists them all, from a list that stays in the data cache', async () => {
    const first = await getJson<OpeningsPage>('/api/openings')
    expect(first.body.totalOpenings).toBe(seededOpen + ROLES)
    expect(first.body.totalPages).toBe(Math.ceil((seededOpen + ROLES) / OPENINGS_PAGE_SIZE))
    const last = await getJson<OpeningsPage>(`/api/openings?page=${first.body.totalPages}`)
    expect(last.body.openings.length).toBeGreaterThan(0)

    // A change the hooks do not see: a list read from the database would show it, the cached list does not.
    await rawSql(
      `UPDATE openings_locales SET title = 'Renamed behind the cache' WHERE _locale = 'en' AND _parent_id = (SELECT id FROM openings WHERE slug = ?)`,
      [`${tag}-1`],
    )
    expect((await getJson<OpeningsPage>('/api/openings?search=renamed%20behind')).body.totalOpenings).toBe(0)
    await expireRoles()
    const renamed = await getJson<OpeningsPage>('/api/openings?search=renamed%20behind%20the')
    expect(renamed.body.openings.map((role) => role.slug)).toEqual([`${tag}-1`])
  })

  it("a role's edit reads its own block of 500 roles again, and keeps the others", async () => {
    const idOf = async (slug: string) =>
      (await staffRequest<{ docs: { id: number }[] }>('GET', `/openings?where[slug][equals]=${slug}&depth=0&limit=1`)).docs[0].id
    const [near, far] = [await idOf(`${tag}-2`), await idOf(`${tag}-2998`)]
    expect(Math.floor(far / 500)).not.toBe(Math.floor(near / 500))
    expect((await fetch(`${baseUrl()}/jobs`)).status).toBe(200)
    await rawSql(`UPDATE openings_locales SET title = 'Quietly renamed' WHERE _locale = 'en' AND _parent_id IN (?, ?)`, [near, far])
    await staffRequest('PATCH', `/openings/${far}`, { summary: 'Edited through the admin.' })
    // The job board first: its cached copy was expired by the edit, and Next renders it again as an on-demand
    // revalidation, in which its data cache reads nothing; the kept blocks must still be kept.
    expect((await fetch(`${baseUrl()}/jobs`)).status).toBe(200)
    const renamed = await getJson<OpeningsPage>('/api/openings?search=quietly%20renamed')
    // The edited role's block was read again (with the other change in it); the other block is still the kept one.
    expect(renamed.body.openings.map((role) => role.slug)).toEqual([`${tag}-2998`])
    await staffRequest('PATCH', `/openings/${near}`, { summary: 'Edited through the admin.' })
    const both = await getJson<OpeningsPage>('/api/openings?search=quietly%20renamed')
    expect(both.body.openings.map((role) => role.slug).sort()).toEqual([`${tag}-2`, `${tag}-2998`])
  })

  it('filters and searches reach every role, with the counts beside the filters (facets=1)', async () => {
    const gigs = await getJson<OpeningsPage & { facets: OpeningFacets }>('/api/openings?type=gig&facets=1')
    expect(gigs.body.totalOpenings).toBeGreaterThanOrEqual(ROLES / 6)
    expect(gigs.body.facets.type.find((item) => item.value === 'gig')?.count).toBe(gigs.body.totalOpenings)
    // Without facets=1 the answer is what it always was.
    expect(Object.keys((await getJson<Record<string, unknown>>('/api/openings?type=gig')).body).sort()).toEqual(
      ['currentPage', 'openings', 'totalOpenings', 'totalPages'].sort(),
    )
    const one = await getJson<OpeningsPage>(`/api/openings?search=${encodeURIComponent('mentor from the first week. Number 2999.')}`)
    expect(one.body.openings.map((role) => role.slug)).toEqual([`${tag}-2999`])
  })

  it('three new role pages at once render, with similar roles, and the server stays up', async () => {
    await expireRoles()
    const pages = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const response = await fetch(`${baseUrl()}/jobs/${tag}-${n}`)
        return { status: response.status, html: await response.text() }
      }),
    )
    for (const page of pages) {
      expect(page.status).toBe(200)
      expect(page.html).toContain('Similar open roles')
    }
    expect((await fetch(`${baseUrl()}/api/health`)).status).toBe(200)
  })

  it('/jobs holds the first page of roles and the counts: under 150 KB', async () => {
    const response = await fetch(`${baseUrl()}/jobs`)
    const html = await response.text()
    const total = seededOpen + ROLES
    expect(html).toContain(`${total} open roles, page 1 of ${Math.ceil(total / OPENINGS_PAGE_SIZE)}`)
    expect(html.match(/<article/g)?.length).toBe(OPENINGS_PAGE_SIZE)
    expect(Buffer.byteLength(html)).toBeLessThan(150 * 1024)
  })
})

describe('indexes Payload does not declare', () => {
  it('exist on this database', async () => {
    const postgres = inject('databaseUrl').startsWith('postgres')
    const rows = postgres
      ? await rawSql(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'`)
      : await rawSql(`SELECT name FROM sqlite_master WHERE type = 'index'`)
    const names = rows.map((row) => String(row.name))
    expect(names).toEqual(expect.arrayContaining(postgres ? [...scaleIndexNames, blogSearchTrigramIndex] : scaleIndexNames))
  })
})
