// Languages (issue 34, docs/decisions/languages.md): every message exists in English, Marathi and Hindi with the same
// placeholders and tags, and the addresses, switcher links, hreflang alternates and sitemap entries of the pages.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildSitemap, translatedSitemapEntries } from '@/features/content/sitemap'
import {
  isTranslatedPath,
  languageAlternates,
  languageLinks,
  locales,
  localizedPath,
  splitLocale,
  translatedContentPaths,
} from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/seo'

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/i18n/messages')

type Tree = { [key: string]: string | Tree }

const load = (locale: string) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Tree

/** Every leaf as "Namespace.key" → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [inner, text] of leaves(value, name)) out.set(inner, text)
  }
  return out
}

/** The ICU arguments ({count}) and rich-text tags (<link>) a message uses. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort()

describe('messages', () => {
  const english = leaves(load('en'))

  it('there is one file per language, and no other', () => {
    expect(readdirSync(MESSAGES_DIR).sort()).toEqual(locales.map((locale) => `${locale}.json`).sort())
  })

  for (const locale of locales.filter((code) => code !== 'en')) {
    it(`${locale}: every key of English exists, none more, none empty, with the same placeholders and tags`, () => {
      const translated = leaves(load(locale))
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''))
      }
    })

    it(`${locale}: the fixed texts are written in Devanagari, not left in English`, () => {
      const translated = leaves(load(locale))
      // Texts that are the same in every language (none yet) would be listed here.
      for (const [key, text] of translated) expect(text, `${locale} ${key}`).toMatch(/[\u0900-\u097F]/)
    })
  }

  it('a missing key fails: the comparison sees a key dropped from a translation', () => {
    const broken = leaves(load('mr'))
    broken.delete('Role.apply')
    expect([...broken.keys()].sort()).not.toEqual([...english.keys()].sort())
  })
})

describe('addresses', () => {
  it('English stays unprefixed; Marathi and Hindi live under /mr and /hi', () => {
    expect(localizedPath('en', '/jobs')).toBe('/jobs')
    expect(localizedPath('mr', '/')).toBe('/mr')
    expect(localizedPath('hi', '/jobs/frontend-developer-react')).toBe('/hi/jobs/frontend-developer-react')
    expect(splitLocale('/mr/jobs/x')).toEqual({ locale: 'mr', path: '/jobs/x' })
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' })
    expect(splitLocale('/mrs-page')).toEqual({ locale: 'en', path: '/mrs-page' })
    expect(splitLocale('/jobs')).toEqual({ locale: 'en', path: '/jobs' })
  })

  it('the translated pages are home, /jobs, every role, /join-as-talent, the content pages and the account screens', () => {
    const account = ['/login', '/signup', '/verify-otp', '/forgot-password', '/verify-otp-reset', '/set-new-password', '/account']
    const content = ['/privacy-policy', '/faqs', '/careers', '/terms-of-service', '/contact']
    expect(translatedContentPaths).toEqual(content)
    for (const path of ['/', '/jobs', '/jobs/data-analyst', '/join-as-talent', ...content, ...account])
      expect(isTranslatedPath(path), path).toBe(true)
    for (const path of ['/about', '/jobs/feed.xml/x', '/services', '/team-up-request', '/faqs/x', '/login/x', '/account/x'])
      expect(isTranslatedPath(path), path).toBe(false)
  })

  it('the switcher keeps the page where it is translated, and offers the home page of a language where not', () => {
    expect(languageLinks('/mr/jobs/data-analyst')).toEqual([
      { locale: 'en', current: false, samePage: true, href: '/jobs/data-analyst' },
      { locale: 'mr', current: true, samePage: true, href: '/mr/jobs/data-analyst' },
      { locale: 'hi', current: false, samePage: true, href: '/hi/jobs/data-analyst' },
    ])
    expect(languageLinks('/faqs')).toEqual([
      { locale: 'en', current: true, samePage: true, href: '/faqs' },
      { locale: 'mr', current: false, samePage: true, href: '/mr/faqs' },
      { locale: 'hi', current: false, samePage: true, href: '/hi/faqs' },
    ])
    expect(languageLinks('/hi/faqs').map((link) => link.href)).toEqual(['/faqs', '/mr/faqs', '/hi/faqs'])
    expect(languageLinks('/about')).toEqual([
      { locale: 'en', current: true, samePage: true, href: '/about' },
      { locale: 'mr', current: false, samePage: false, href: '/mr' },
      { locale: 'hi', current: false, samePage: false, href: '/hi' },
    ])
  })

  it('a translated page names every language and x-default (English) as alternates, its own address as canonical', () => {
    expect(languageAlternates('/jobs')).toEqual({ 'en-IN': '/jobs', 'mr-IN': '/mr/jobs', 'hi-IN': '/hi/jobs', 'x-default': '/jobs' })
    const metadata = translatedPageMetadata({ title: 'नोकरीच्या संधी', description: '…', path: '/jobs' }, 'mr')
    expect(metadata.alternates).toEqual({
      canonical: '/mr/jobs',
      languages: { 'en-IN': '/jobs', 'mr-IN': '/mr/jobs', 'hi-IN': '/hi/jobs', 'x-default': '/jobs' },
    })
    expect(translatedPageMetadata({ title: 'Open roles', description: '…', path: '/jobs' }).alternates?.canonical).toBe('/jobs')
  })

  it('the sitemap adds the Marathi and Hindi home, /jobs, content pages and open roles with their alternates; the English entries keep their shape', () => {
    const site = 'https://example.in'
    const openings = [{ slug: 'data-analyst', updatedAt: '2026-11-20T10:00:00.000Z' }]
    const english = buildSitemap({ categories: [], services: [], blogs: [], openings }, site)
    expect(english).toContainEqual({ url: `${site}/jobs/data-analyst`, lastModified: '2026-11-20T10:00:00.000Z' })
    const translated = translatedSitemapEntries(openings, site)
    expect(translated.map((entry) => entry.url)).toEqual([
      `${site}/mr`,
      `${site}/mr/jobs`,
      ...translatedContentPaths.map((path) => `${site}/mr${path}`),
      `${site}/mr/jobs/data-analyst`,
      `${site}/hi`,
      `${site}/hi/jobs`,
      ...translatedContentPaths.map((path) => `${site}/hi${path}`),
      `${site}/hi/jobs/data-analyst`,
    ])
    expect(translated.find((entry) => entry.url === `${site}/hi/faqs`)?.alternates).toEqual({
      languages: { 'en-IN': `${site}/faqs`, 'mr-IN': `${site}/mr/faqs`, 'hi-IN': `${site}/hi/faqs`, 'x-default': `${site}/faqs` },
    })
    expect(translated.find((entry) => entry.url === `${site}/mr/jobs/data-analyst`)).toEqual({
      url: `${site}/mr/jobs/data-analyst`,
      lastModified: '2026-11-20T10:00:00.000Z',
      alternates: {
        languages: {
          'en-IN': `${site}/jobs/data-analyst`,
          'mr-IN': `${site}/mr/jobs/data-analyst`,
          'hi-IN': `${site}/hi/jobs/data-analyst`,
          'x-default': `${site}/jobs/data-analyst`,
        },
      },
    })
  })
})
