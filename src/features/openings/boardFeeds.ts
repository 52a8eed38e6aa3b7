// Feeds of the open roles for job boards and aggregators (docs/decisions/job-alerts.md, "Feeds for job boards"), beside
// the RSS feed (feed.ts): /jobs/indeed.xml in Indeed's XML feed format and /jobs/feed.json, a generic JSON feed
// (docs/api.md). Built from the cached list of open roles only, so closed roles, roles past "open until" and drafts
// never appear, and a confidential client is never named (the list carries no name for them). Every role link carries
// its campaign fields, which the application form records. Pure, so it is unit-tested.
import { experienceText, salaryText } from './format'
import { absoluteUrl, jobHref, withCampaign } from '@/lib/routes'

import { employmentTypeLabel } from './options'
import type { OpeningSummary } from './types'

export type FeedSite = { siteUrl: string; companyName: string; postalCode: string }

/** The campaign fields of each feed's links: utm_source names the feed, utm_medium is always "job-feed". */
const feedCampaign = (source: 'indeed' | 'json-feed' | 'rss') => ({ source, medium: 'job-feed', campaign: 'open-roles' })

export const feedRoleUrl = (role: Pick<OpeningSummary, 'slug'>, source: 'indeed' | 'json-feed' | 'rss', siteUrl: string) =>
  absoluteUrl(withCampaign(jobHref(role.slug), feedCampaign(source)), siteUrl)

/** The company a board shows: a client we may name, otherwise us (a confidential client stays unnamed). */
const companyOf = (role: OpeningSummary, companyName: string) =>
  role.employer.kind === 'named' && role.employer.name ? role.employer.name : companyName

const INDEED_JOB_TYPES: Record<OpeningSummary['employmentType'], string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  internship: 'internship',
  'micro-internship': 'internship',
  gig: 'temporary',
}

const INDEED_REMOTE_TYPES: Record<OpeningSummary['workMode'], string> = {
  remote: 'Fully remote',
  hybrid: 'Hybrid remote',
  'on-site': '',
}

/** The role's text for a board: its summary, then experience and skills. */
function boardDescription(role: OpeningSummary): string {
  return [
    role.summary,
    `Experience: ${experienceText(role.experience)}.`,
    role.skills.length ? `Skills: ${role.skills.join(', ')}.` : '',
    role.workMode === 'remote' ? 'Remote within India.' : `Location: ${role.location}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** CDATA that survives any text (a "]]>" inside is split across two sections). */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Indeed's XML job feed: <source> with <publisher>, <publisherurl>, <lastBuildDate> and one <job> per open role. */
export function indeedFeed(roles: OpeningSummary[], site: FeedSite): string {
  const newest = roles.reduce((latest, role) => (role.updatedAt > latest ? role.updatedAt : latest), '')
  const jobs = roles.map((role) => {
    const remote = role.workMode === 'remote'
    const fields: [string, string][] = [
      ['title', role.title],
      ['date', new Date(role.datePosted).toUTCString()],
      ['referencenumber', role._id],
      ['url', feedRoleUrl(role, 'indeed', site.siteUrl)],
      ['company', companyOf(role, site.companyName)],
      ['city', remote ? '' : 'Pune'],
      ['state', remote ? '' : 'Maharashtra'],
      ['country', 'IN'],
      ['postalcode', remote ? '' : site.postalCode],
      ['description', boardDescription(role)],
      ['salary', salaryText(role.salary) ?? ''],
      ['jobtype', INDEED_JOB_TYPES[role.employmentType]],
      ['category', role.pillar.name],
      ['experience', experienceText(role.experience)],
      ['remotetype', INDEED_REMOTE_TYPES[role.workMode]],
    ]
    return ['  <job>', ...fields.map(([name, value]) => `    <${name}>${cdata(value)}</${name}>`), '  </job>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${xml(site.companyName)}</publisher>`,
    `  <publisherurl>${xml(absoluteUrl('/', site.siteUrl))}</publisherurl>`,
    `  <lastBuildDate>${new Date(newest || Date.now()).toUTCString()}</lastBuildDate>`,
    ...jobs,
    '</source>',
    '',
  ].join('\n')
}

export type JsonFeedRole = {
  id: string
  title: string
  url: string
  company: string
  datePosted: string
  validThrough: string
  updatedAt: string
  employmentType: OpeningSummary['employmentType']
  employmentTypeLabel: string
  workMode: OpeningSummary['workMode']
  location: { city: string | null; region: string | null; country: 'IN'; postalCode: string | null; remote: boolean }
  category: string
  summary: string
  skills: string[]
  experience: { minYears: number; maxYears: number | null; text: string }
  salary: { min: number; max: number | null; currency: 'INR'; unit: string; text: string } | null
}

/** The generic JSON feed (docs/api.md, "GET /jobs/feed.json"). */
export function jsonFeed(roles: OpeningSummary[], site: FeedSite) {
  return {
    version: 1,
    publisher: site.companyName,
    publisherUrl: absoluteUrl('/', site.siteUrl),
    generatedAt: new Date().toISOString(),
    jobs: roles.map((role): JsonFeedRole => ({
      id: role._id,
      title: role.title,
      url: feedRoleUrl(role, 'json-feed', site.siteUrl),
      company: companyOf(role, site.companyName),
      datePosted: role.datePosted,
      validThrough: role.validThrough,
      updatedAt: role.updatedAt,
      employmentType: role.employmentType,
      employmentTypeLabel: employmentTypeLabel(role.employmentType),
      workMode: role.workMode,
      location:
        role.workMode === 'remote'
          ? { city: null, region: null, country: 'IN', postalCode: null, remote: true }
          : { city: 'Pune', region: 'Maharashtra', country: 'IN', postalCode: site.postalCode, remote: false },
      category: role.pillar.name,
      summary: role.summary,
      skills: role.skills,
      experience: { minYears: role.experience.min, maxYears: role.experience.max, text: experienceText(role.experience) },
      salary: role.salary ? { ...role.salary, text: salaryText(role.salary) ?? '' } : null,
    })),
  }
}
