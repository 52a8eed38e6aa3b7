// Open roles (docs/decisions/openings.md): the /jobs query and in-memory filter, counts, similar roles, JobPosting JSON-LD, the feed,
// the sitemap entries and the Apply link, on the seeded roles.
import { describe, expect, it } from 'vitest'

import { openings as seedOpenings, type SeedOpening } from '@/cms/seed/data/openings'
import { defaultSiteSettings } from '@/features/content/siteDefaults'
import { buildSitemap } from '@/features/content/sitemap'
import { openingsFeed } from '@/features/openings/feed'
import {
  isOpenNow,
  normaliseOpeningQuery,
  openingFacets,
  pageOfOpenings,
  similarOpenings,
  DEFAULT_OPENING_QUERY,
} from '@/features/openings/filter'
import { EMPLOYMENT_TYPES, WORK_MODES } from '@/features/openings/options'
import { roleMatchesSearch, searchTerms } from '@/features/openings/search'
import type { Opening } from '@/features/openings/types'
import { OPENINGS_PAGE_SIZE } from '@/lib/constants'
import { jobPostingJsonLd } from '@/components/seo/structuredData'
import { applyForRoleHref, jobsHref } from '@/lib/routes'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const pillarNames: Record<SeedOpening['categoryKey'], [string, string]> = {
  staffing: ['1', 'Staffing & Recruitment'],
  consulting: ['2', 'Consulting'],
  software: ['3', 'Software Development'],
  ai: ['4', 'AI Solutions'],
}

function toRole(seed: SeedOpening, index: number): Opening {
  const posted = NOW - seed.postedDaysAgo * DAY
  const [pillarId, pillarName] = pillarNames[seed.categoryKey]
  return {
    _id: String(index + 1),
    slug: seed.slug,
    title: seed.title,
    summary: seed.summary,
    status: seed.status,
    pillar: { _id: pillarId, name: pillarName, slug: seed.categoryKey },
    service: null,
    employmentType: seed.employmentType,
    workMode: seed.workMode,
    location: seed.workMode === 'remote' ? 'Remote within India' : `${seed.area ?? ''}, Pune`,
    area: seed.workMode === 'remote' ? null : (seed.area ?? null),
    experience: { min: seed.experience[0], max: seed.experience[1] },
    salary: seed.salary ? { min: seed.salary.min, max: seed.salary.max ?? null, unit: seed.salary.unit, currency: 'INR' } : null,
    skills: seed.skills,
    datePosted: new Date(posted).toISOString(),
    validThrough: new Date(posted + seed.openForDays * DAY).toISOString(),
    updatedAt: new Date(posted).toISOString(),
    employer: { kind: seed.client.kind, name: seed.client.kind === 'named' ? (seed.client.name ?? null) : null },
    description: `<p>${seed.description.join('</p><p>')}</p>`,
    responsibilities: seed.responsibilities,
    requirements: seed.requirements,
  }
}

const roles = seedOpenings.map(toRole)
const open = roles.filter((role) => isOpenNow(role, NOW))
const query = (text: string) => normaliseOpeningQuery(new URLSearchParams(text))

describe('the seeded roles', () => {
  it('are at least 12 open and 2 closed, covering every employment type, work mode and all four pillars', () => {
    expect(open.length).toBeGreaterThanOrEqual(12)
    expect(roles.filter((role) => !isOpenNow(role, NOW)).length).toBeGreaterThanOrEqual(2)
    expect(new Set(open.map((role) => role.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES.map((type) => type.value)))
    expect(new Set(open.map((role) => role.workMode))).toEqual(new Set(WORK_MODES.map((mode) => mode.value)))
    expect(new Set(open.map((role) => role.pillar._id)).size).toBe(4)
  })
})

describe('the /jobs query and filter', () => {
  it('reads page, pillar, type, mode and search from the URL and writes them back', () => {
    expect(query('page=2&pillar=ai&type=gig&mode=remote&search=%20marathi%20%20writer ')).toEqual({
      page: 2,
      pillar: 'ai',
      type: 'gig',
      mode: 'remote',
      search: 'marathi writer',
    })
    expect(jobsHref({ page: 2, pillar: 'ai', type: 'gig', mode: 'remote', search: 'marathi writer' })).toBe(
      '/jobs?page=2&pillar=ai&type=gig&mode=remote&search=marathi+writer',
    )
    expect(jobsHref({ ...DEFAULT_OPENING_QUERY })).toBe('/jobs')
    expect(query('page=-3&type=astronaut&mode=moon')).toEqual(DEFAULT_OPENING_QUERY)
  })

  it('pages open roles and keeps a page past the end on the last page', () => {
    const first = pageOfOpenings(open, DEFAULT_OPENING_QUERY)
    expect(first.openings).toHaveLength(Math.min(OPENINGS_PAGE_SIZE, open.length))
    expect(first.totalOpenings).toBe(open.length)
    expect(pageOfOpenings(open, query('page=99')).currentPage).toBe(first.totalPages)
  })

  it('matches every search word in title, skills, pillar or area', () => {
    expect(pageOfOpenings(open, query('search=power bi')).openings.map((role) => role.slug)).toEqual(['data-analyst-power-bi'])
    expect(pageOfOpenings(open, query('search=HINJEWADI')).openings.map((role) => role.slug)).toEqual(['document-ai-micro-internship'])
    expect(pageOfOpenings(open, query('search=react nothing-else')).totalOpenings).toBe(0)
  })

  it("reads candidates' words: typos, phrases for remote and entry-level work, and never the inside of a word", () => {
    const slugs = (search: string) =>
      pageOfOpenings(open, { ...DEFAULT_OPENING_QUERY, search })
        .openings.map((role) => role.slug)
        .concat(pageOfOpenings(open, { ...DEFAULT_OPENING_QUERY, search, page: 2 }).openings.map((role) => role.slug))
    const all = (search: string) => new Set(open.filter((role) => roleMatchesSearch(role, search)).map((role) => role.slug))

    expect(slugs('raect developer')).toContain('frontend-developer-react')
    expect(slugs('fluter')).toContain('flutter-developer-intern')
    expect(all('work from home')).toEqual(new Set(open.filter((role) => role.workMode === 'remote').map((role) => role.slug)))
    expect(all('wfh')).toEqual(all('work from home'))
    const entryLevel = open.filter((role) => role.employmentType === 'internship' || role.employmentType === 'micro-internship')
    for (const role of entryLevel) expect(all('fresher')).toContain(role.slug)
    expect(all('fresher')).not.toContain('hr-policy-consultant-contract')
    // "HR" is a word of its own: it finds the HR roles, never "Kothrud" (the Flutter internship's area).
    expect(all('HR')).toContain('part-time-hr-coordinator-return-to-work')
    expect(all('HR')).toContain('hr-policy-consultant-contract')
    expect(all('HR')).not.toContain('flutter-developer-intern')
    expect(all('kothrud')).toContain('flutter-developer-intern')
    // A phrase is read whatever its case and spacing, then the other words one by one.
    expect(searchTerms('Work  from HOME react')).toEqual([['remote'], ['react']])
  })

  it('counts each choice with the other filters applied', () => {
    const facets = openingFacets(open, query('mode=remote'))
    const remoteCount = open.filter((role) => role.workMode === 'remote').length
    expect(facets.type.reduce((sum, item) => sum + item.count, 0)).toBe(remoteCount)
    // The mode counts ignore the mode filter itself: they say what choosing each mode would show.
    expect(facets.mode.find((item) => item.value === 'on-site')?.count).toBe(open.filter((role) => role.workMode === 'on-site').length)
    expect(facets.pillar).toHaveLength(4)
  })

  it('suggests similar open roles of the same pillar first, never the role itself', () => {
    const role = open.find((item) => item.slug === 'frontend-developer-react')!
    const similar = similarOpenings(open, role, 3)
    expect(similar).toHaveLength(3)
    expect(similar.map((item) => item.slug)).not.toContain(role.slug)
    expect(similar[0].pillar._id).toBe(role.pillar._id)
  })
})

describe('JobPosting JSON-LD', () => {
  it('has every required property on every seeded open role', () => {
    for (const role of open) {
      const ld = jobPostingJsonLd(role, defaultSiteSettings, 'https://example.in')
      const parsed = JSON.parse(JSON.stringify(ld)) as Record<string, unknown> & { jobLocation?: { address: Record<string, unknown> } }
      expect(parsed['@type']).toBe('JobPosting')
      for (const key of [
        'title',
        'description',
        'datePosted',
        'validThrough',
        'hiringOrganization',
        'employmentType',
        'identifier',
        'directApply',
      ]) {
        expect(parsed[key], `${role.slug}: ${key}`).toBeDefined()
      }
      if (role.workMode === 'remote')
        expect(parsed).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country' } })
      else expect(parsed.jobLocation?.address.addressCountry).toBe('IN')
      expect(parsed.url).toBe(`https://example.in/jobs/${role.slug}`)
    }
  })

  it('names a named client as the employer and the agency for its own or a confidential client’s role', () => {
    const named = open.find((role) => role.employer.kind === 'named')!
    const confidential = open.find((role) => role.employer.kind === 'confidential')!
    expect(jobPostingJsonLd(named, defaultSiteSettings, 'https://example.in').hiringOrganization.name).toBe('Deccan Retail Pvt. Ltd.')
    expect(jobPostingJsonLd(confidential, defaultSiteSettings, 'https://example.in').hiringOrganization.name).toBe(
      defaultSiteSettings.companyName,
    )
  })

  it('writes pay as a range with Google’s unit, or a single value for a total stipend without a unit', () => {
    const yearly = jobPostingJsonLd(
      open.find((role) => role.slug === 'frontend-developer-react')!,
      defaultSiteSettings,
      'https://x.in',
    )
    expect(yearly.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', minValue: 600000, maxValue: 900000, unitText: 'YEAR' })
    const total = jobPostingJsonLd(
      open.find((role) => role.slug === 'document-ai-micro-internship')!,
      defaultSiteSettings,
      'https://x.in',
    )
    expect(total.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 20000 })
  })
})

describe('discovery', () => {
  it('the feed is RSS 2.0 with one escaped item per role', () => {
    const xml = openingsFeed(open, { siteUrl: 'https://example.in', companyName: 'Pune Talent Works' })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml.match(/<item>/g)).toHaveLength(open.length)
    expect(xml).toContain(
      '<link>https://example.in/jobs/frontend-developer-react?utm_source=rss&amp;utm_medium=job-feed&amp;utm_campaign=open-roles</link>',
    )
    expect(xml).toContain('<guid isPermaLink="true">https://example.in/jobs/frontend-developer-react</guid>')
    expect(xml).toContain('AI Chatbot Trainer (Marathi and English)')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('the sitemap lists each given open role with its last change', () => {
    const entries = buildSitemap(
      { categories: [], services: [], blogs: [], openings: [{ slug: 'frontend-developer-react', updatedAt: '2026-11-20T10:00:00.000Z' }] },
      'https://example.in',
    )
    expect(entries).toContainEqual({ url: 'https://example.in/jobs/frontend-developer-react', lastModified: '2026-11-20T10:00:00.000Z' })
    expect(entries.map((entry) => entry.url)).toContain('https://example.in/jobs')
  })

  it('Apply leads a member to the application naming the role and anyone else to /login, back to the role', () => {
    expect(applyForRoleHref('frontend-developer-react', true)).toBe('/join-as-talent?role=frontend-developer-react')
    expect(applyForRoleHref('frontend-developer-react', false)).toBe('/login?next=%2Fjobs%2Ffrontend-developer-react')
  })
})
