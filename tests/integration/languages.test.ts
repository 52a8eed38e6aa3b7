// Languages (issue 34, docs/decisions/languages.md): the Marathi and Hindi pages under /mr and /hi, answered by the real
// production server: <html lang>, translated fixed texts, hreflang alternates with x-default, the English fallback of
// role content with its note, static pages expired by the same cache tags as English, and no redirect from the
// browser's language or the remembered choice. The English pages' own texts are covered by the existing suites.
import { describe, expect, inject, it } from 'vitest'

import { openings as seedOpenings } from '@/cms/seed/data/openings'
import { openingTranslations } from '@/cms/seed/data/openingsTranslations'
import { toLexical } from '@/cms/seed/richText'
import { allFaqItems } from '@/copy/faqs'

import { baseUrl, closeRolesOpenedHere, eventually, staffRequest } from './helpers'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)
const role = seedOpenings.find((opening) => opening.status === 'open')!

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' })

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]

/** The page's hreflang links, language → path. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/gi)].map((match) => match[0])
  return Object.fromEntries(
    links
      .map((link) => [/hreflang="([^"]+)"/i.exec(link)?.[1], /href="([^"]+)"/.exec(link)?.[1]])
      .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]))
      .map(([lang, href]) => [lang, new URL(href).pathname]),
  )
}
const canonical = (html: string) => new URL(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? 'http://x/').pathname

/** The visible text of the page (tags dropped, entities the site writes decoded). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe(`Marathi and Hindi pages on ${inject('dbKind')}`, () => {
  it('/mr/jobs and /hi/jobs answer 200 in their language, with hreflang alternates, x-default and translated texts', async () => {
    const expected = {
      mr: { title: 'नोकरीच्या संधी', search: 'जागा शोधा', skip: 'मुख्य मजकुराकडे जा' },
      hi: { title: 'नौकरियाँ', search: 'नौकरी खोजें', skip: 'मुख्य सामग्री पर जाएँ' },
    } as const
    for (const locale of ['mr', 'hi'] as const) {
      const { status, html } = await page(`/${locale}/jobs`)
      expect(status).toBe(200)
      expect(htmlLang(html)).toBe(`${locale}-IN`)
      const words = text(html)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected[locale].title}</h1>`))
      for (const phrase of [expected[locale].search, expected[locale].skip]) expect(words).toContain(phrase)
      expect(words).not.toContain('Search roles')
      expect(alternates(html)).toEqual({ 'en-IN': '/jobs', 'mr-IN': '/mr/jobs', 'hi-IN': '/hi/jobs', 'x-default': '/jobs' })
      expect(canonical(html)).toBe(`/${locale}/jobs`)
      // Each role links to its page in the same language, with its title in the language (the seeded roles are
      // translated; tests/integration/languages-roles.test.ts covers the English fallback).
      expect(html).toContain(`href="/${locale}/jobs/${role.slug}"`)
      expect(words).toContain(openingTranslations[role.slug][locale].title)
      // The header's switcher lists each language written in itself, on the same page.
      for (const [lang, href, name] of [
        ['en-IN', '/jobs', 'English'],
        ['mr-IN', '/mr/jobs', 'मराठी'],
        ['hi-IN', '/hi/jobs', 'हिंदी'],
      ]) {
        expect(html).toMatch(new RegExp(`<a href="${href}" lang="${lang}" hrefLang="${lang}"[^>]*>${name}</a>`, 'i'))
      }
    }
  })

  it('/jobs stays English at its address, names the same alternates, and no language header or cookie redirects it', async () => {
    const { status, html, headers } = await page('/jobs', { 'accept-language': 'mr-IN,mr;q=0.9,hi;q=0.8', cookie: 'NEXT_LOCALE=hi' })
    expect(status).toBe(200)
    expect(headers.get('location')).toBeNull()
    expect(htmlLang(html)).toBe('en-IN')
    expect(html).toMatch(/<h1[^>]*>Open roles<\/h1>/)
    expect(text(html)).toContain('Search roles')
    expect(alternates(html)).toEqual({ 'en-IN': '/jobs', 'mr-IN': '/mr/jobs', 'hi-IN': '/hi/jobs', 'x-default': '/jobs' })
    expect(canonical(html)).toBe('/jobs')
    // The remembered choice does not turn a Marathi address into Hindi either.
    const marathi = await page('/mr/jobs', { cookie: 'NEXT_LOCALE=hi', 'accept-language': 'en' })
    expect(marathi.status).toBe(200)
    expect(htmlLang(marathi.html)).toBe('mr-IN')
  })

  it('a role page in Marathi and Hindi: translated headings and facts, the translated role without an English mark or note, Apply to the same language', async () => {
    const expected = {
      mr: { about: 'या कामाबद्दल', apply: 'या जागेसाठी अर्ज करा', type: 'नोकरीचा प्रकार' },
      hi: { about: 'इस काम के बारे में', apply: 'इस नौकरी के लिए आवेदन करें', type: 'नौकरी का प्रकार' },
    } as const
    for (const locale of ['mr', 'hi'] as const) {
      const path = `/${locale}/jobs/${role.slug}`
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(htmlLang(html)).toBe(`${locale}-IN`)
      const words = text(html)
      for (const phrase of Object.values(expected[locale])) expect(words).toContain(phrase)
      const texts = openingTranslations[role.slug][locale]
      expect(html).toMatch(new RegExp(`<h1 class="[^"]*">${escape(texts.title)}</h1>`))
      for (const phrase of [texts.summary, texts.responsibilities[0], texts.requirements[0]]) expect(words).toContain(phrase)
      expect(html).not.toContain('lang="en-IN" class="mt-4')
      expect(html).not.toContain('<div lang="en-IN">')
      expect(html).not.toContain('data-testid="english-note"')
      expect(alternates(html)).toEqual({
        'en-IN': `/jobs/${role.slug}`,
        'mr-IN': `/mr/jobs/${role.slug}`,
        'hi-IN': `/hi/jobs/${role.slug}`,
        'x-default': `/jobs/${role.slug}`,
      })
      expect(canonical(html)).toBe(path)
      // A visitor is sent to log in (in this language) and back to this page.
      expect(html).toContain(`href="/${locale}/login?next=${encodeURIComponent(path)}"`)
    }
    // The English role page names the same alternates.
    const english = await page(`/jobs/${role.slug}`)
    expect(alternates(english.html)).toMatchObject({ 'mr-IN': `/mr/jobs/${role.slug}`, 'x-default': `/jobs/${role.slug}` })
  })

  it('home pages /mr and /hi are translated; /join-as-talent in a language sends a visitor to log in and back there', async () => {
    for (const [locale, title] of [
      ['mr', 'भरतीची नवी पद्धत, कल्पक स्टाफिंग सेवांसह'],
      ['hi', 'भर्ती का नया अंदाज़, नए तरह की स्टाफ़िंग के साथ'],
    ] as const) {
      const home = await page(`/${locale}`)
      expect(home.status).toBe(200)
      expect(htmlLang(home.html)).toBe(`${locale}-IN`)
      expect(home.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(alternates(home.html)).toEqual({ 'en-IN': '/', 'mr-IN': '/mr', 'hi-IN': '/hi', 'x-default': '/' })

      const join = await get(`/${locale}/join-as-talent?role=${role.slug}`)
      expect(join.status).toBe(307)
      expect(
        new URL(join.headers.get('location') ?? '', baseUrl()).pathname + new URL(join.headers.get('location') ?? '', baseUrl()).search,
      ).toBe(`/${locale}/login?next=${encodeURIComponent(`/${locale}/join-as-talent?role=${role.slug}`)}`)
    }
  })

  it('the account screens in Marathi and Hindi: their language, title and alternates; /account sends a visitor to its log-in', async () => {
    const titles = {
      mr: { login: 'लॉग इन', signup: 'तुमचं खातं तयार करा', 'verify-otp': 'तुमचा ई-मेल पडताळा', 'forgot-password': 'पासवर्ड विसरलात' },
      hi: { login: 'लॉग इन', signup: 'अपना खाता बनाएँ', 'verify-otp': 'अपना ई-मेल पक्का करें', 'forgot-password': 'पासवर्ड भूल गए' },
    } as const
    for (const locale of ['mr', 'hi'] as const) {
      for (const [screen, title] of Object.entries(titles[locale])) {
        const path = `/${locale}/${screen}`
        const { status, html } = await page(path)
        expect(status, path).toBe(200)
        expect(htmlLang(html)).toBe(`${locale}-IN`)
        expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
        expect(alternates(html)).toEqual({
          'en-IN': `/${screen}`,
          'mr-IN': `/mr/${screen}`,
          'hi-IN': `/hi/${screen}`,
          'x-default': `/${screen}`,
        })
      }
      const account = await get(`/${locale}/account`)
      expect(account.status).toBe(307)
      const target = new URL(account.headers.get('location') ?? '', baseUrl())
      expect(target.pathname + target.search).toBe(`/${locale}/login?next=${encodeURIComponent(`/${locale}/account`)}`)
    }
    // English keeps its words.
    const english = await page('/login')
    expect(english.html).toMatch(/<h1[^>]*>Login<\/h1>/)
    expect(text(english.html)).toContain('Welcome back. Log in to apply to the talent network and track your application.')
  })

  it('/faqs, /careers, /terms-of-service and /contact in Marathi and Hindi: their language, texts, alternates; English unchanged', async () => {
    const expected: Record<'mr' | 'hi', Record<string, { h1: string; phrases: string[] }>> = {
      mr: {
        '/faqs': { h1: 'नेहमी विचारले जाणारे प्रश्न', phrases: ['कंपन्यांसाठी', 'गिग वर्कर्ससाठी', 'उमेदवारांची पडताळणी कशी करता?'] },
        '/careers': { h1: 'अर्थपूर्ण करिअर घडवा.', phrases: ['आत्ता उपलब्ध जागा', 'करिअरच्या वाटा', 'आकड्यांमध्ये आमचे काम'] },
        '/terms-of-service': { h1: 'सेवा-अटी', phrases: ['इंग्रजी आवृत्ती ग्राह्य धरली जाईल', 'या अटी स्वीकारणे', 'लागू दिनांक: 1 ऑक्टोबर 2023'] },
        '/contact': {
          h1: 'तुमच्या टीमबद्दल, किंवा तुमच्या पुढच्या पावलाबद्दल बोलूया',
          phrases: ['थेट संपर्क', 'पूर्ण नाव', 'चौकशीचा प्रकार', 'मेसेज पाठवा'],
        },
      },
      hi: {
        '/faqs': { h1: 'अक्सर पूछे जाने वाले सवाल', phrases: ['कंपनियों के लिए', 'गिग वर्कर्स के लिए', 'आप उम्मीदवारों का वेरिफ़िकेशन कैसे करते हैं?'] },
        '/careers': { h1: 'ऐसा करियर बनाइए जो मायने रखे।', phrases: ['अभी खुली जगहें', 'करियर की राहें', 'आँकड़ों में हमारा काम'] },
        '/terms-of-service': { h1: 'सेवा की शर्तें', phrases: ['अंग्रेज़ी वर्ज़न मान्य होगा', 'इन शर्तों को स्वीकार करना'] },
        '/contact': {
          h1: 'आपकी टीम के बारे में, या आपके अगले क़दम के बारे में बात करें',
          phrases: ['सीधे संपर्क करें', 'पूरा नाम', 'पूछताछ का प्रकार', 'मैसेज भेजें'],
        },
      },
    }
    for (const locale of ['mr', 'hi'] as const) {
      for (const [englishPath, { h1, phrases }] of Object.entries(expected[locale])) {
        const path = `/${locale}${englishPath}`
        const { status, html } = await page(path)
        expect(status, path).toBe(200)
        expect(htmlLang(html), path).toBe(`${locale}-IN`)
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escape(h1)}</h1>`))
        const words = text(html)
        for (const phrase of phrases) expect(words, path).toContain(phrase)
        expect(alternates(html), path).toEqual({
          'en-IN': englishPath,
          'mr-IN': `/mr${englishPath}`,
          'hi-IN': `/hi${englishPath}`,
          'x-default': englishPath,
        })
        expect(canonical(html), path).toBe(path)
        // The switcher keeps the page in every language.
        expect(html, path).toContain(`<a href="${englishPath}" lang="en-IN" hrefLang="en-IN"`)
      }
      // The FAQPage structured data is in the page's language.
      const faqs = await page(`/${locale}/faqs`)
      const jsonLd = [...faqs.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]) as { '@type'?: string; inLanguage?: string; mainEntity?: unknown[] })
        .find((data) => data['@type'] === 'FAQPage')
      expect(jsonLd).toMatchObject({ '@type': 'FAQPage', inLanguage: `${locale}-IN` })
      expect(jsonLd?.mainEntity).toHaveLength(allFaqItems().length)
      // The contact form is in the language: no English note, no English mark around it.
      const contact = (await page(`/${locale}/contact`)).html
      expect(contact).toMatch(/<div class="mt-6"><form/)
      expect(text(contact)).not.toMatch(/Full name|Send message|Inquiry type/)
    }
    // The English pages keep their texts and name the same alternates.
    for (const [path, h1] of [
      ['/faqs', 'Frequently asked questions'],
      ['/careers', 'Build a career that matters.'],
      ['/terms-of-service', 'Terms of Service'],
      ['/contact', 'Let’s talk about your team, or your next step'],
    ]) {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(htmlLang(html)).toBe('en-IN')
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escape(h1)}</h1>`))
      expect(alternates(html)).toEqual({ 'en-IN': path, 'mr-IN': `/mr${path}`, 'hi-IN': `/hi${path}`, 'x-default': path })
      expect(canonical(html)).toBe(path)
    }
  })

  it('an unknown address or role under /mr and /hi is a 404 in that language', async () => {
    // As for English 404s, Next sends the not-found page's content in its payload and the browser draws it inside the
    // language's layout (tests/e2e/languages.spec.ts checks <html lang> there); the title and heading are the language's.
    for (const [path, heading] of [
      [`/mr/no-such-page-${uid()}`, 'हे पान सापडलं नाही'],
      [`/hi/jobs/no-such-role-${uid()}`, 'यह पेज नहीं मिला'],
    ]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html).toContain(`<title>${heading} | `)
      expect(html).toContain(heading)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  it('the pages are static like the English ones (kept by the page cache) and a staff edit reaches them at once', async () => {
    for (const path of ['/mr/jobs', `/hi/jobs/${role.slug}`]) {
      await eventually(async () => {
        const response = await get(path)
        expect(response.headers.get('x-page-cache')).toBe('HIT')
      }, 5000)
    }
    const title = `Marathi Speaking Support Associate ${uid()}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const category = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs[0]
    await staffRequest('POST', '/openings', {
      title,
      slug,
      status: 'open',
      datePosted: new Date().toISOString(),
      category: category.id,
      summary: 'Answer candidates in Marathi and Hindi on the phone.',
      employmentType: 'part-time',
      workMode: 'hybrid',
      experienceMin: 0,
      description: toLexical(['Support for the languages tests.']),
      client: { kind: 'agency' },
    })
    for (const locale of ['mr', 'hi']) {
      const list = await page(`/${locale}/jobs`)
      expect(list.html).toContain(`href="/${locale}/jobs/${slug}"`)
      const rolePage = await page(`/${locale}/jobs/${slug}`)
      expect(rolePage.status).toBe(200)
      expect(text(rolePage.html)).toContain(title)
    }
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${new URL(`/mr/jobs/${slug}`, baseUrl()).toString()}</loc>`)
  })

  it('the sitemap lists the Marathi and Hindi pages with their alternates and x-default', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const entry = (path: string) => new RegExp(`<url>\\s*<loc>[^<]*${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? ''
    for (const path of ['/mr/jobs', `/hi/jobs/${role.slug}`, '/mr/faqs', '/hi/careers', '/mr/terms-of-service', '/hi/contact']) {
      const links = entry(path)
      const englishPath = path.replace(/^\/(mr|hi)/, '')
      for (const [lang, href] of [
        ['en-IN', englishPath],
        ['mr-IN', `/mr${englishPath}`],
        ['hi-IN', `/hi${englishPath}`],
        ['x-default', englishPath],
      ]) {
        expect(links, `${path} ${lang}`).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="${lang}" href="[^"]*${href}" />`))
      }
    }
  })
})
