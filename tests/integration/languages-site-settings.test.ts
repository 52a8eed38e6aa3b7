// The site settings in Marathi and Hindi (issue 34 §2, docs/decisions/languages.md "Site settings"): the address's
// words and the office hours are localized in the CMS. A staff edit of the Marathi address and hours changes the
// footer and /mr/contact and not /contact (nor /hi/contact); a text left empty in Marathi falls back to English, marked
// lang="en-IN"; English stays required; the Organization JSON-LD stays English; the stored rows are per language.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { siteSettingsTranslations } from '@/cms/seed/data/site'
import { defaultSiteSettings } from '@/features/content/siteDefaults'

import { baseUrl, rawSql, staffHeaders, staffRequest } from './helpers'

const uid = () => Math.random().toString(36).slice(2, 8)
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The contact page's details (hours, address) and the footer: the parts that show the site settings. */
const details = (html: string) => /<section aria-labelledby="contact-details">[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
const organization = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Organization') as { address: Record<string, string> } | undefined

const { address: english, hours: englishHours } = defaultSiteSettings
const englishLine = `${english.street}, ${english.city} ${english.postalCode}, ${english.region}, ${english.country}`
const seeded = siteSettingsTranslations

const saveIn = (locale: 'mr' | 'hi', data: Record<string, unknown>) => staffRequest('POST', `/globals/site-settings?locale=${locale}`, data)

describe(`site settings in Marathi and Hindi on ${inject('dbKind')}`, () => {
  // Whatever happens, the seeded Marathi texts are back for the other suites.
  afterAll(async () => {
    const { hours, ...address } = seeded.mr
    await saveIn('mr', { address, hours })
  })

  it('a staff edit of the Marathi address and hours changes /mr/contact and its footer, not /contact nor /hi/contact', async () => {
    // The seeded translations: Marathi on /mr/contact, unmarked, in the details and the footer.
    const before = await page('/mr/contact')
    expect(before.status).toBe(200)
    const seededLine = `${seeded.mr.street}, ${seeded.mr.city} ${english.postalCode}, ${seeded.mr.region}, ${seeded.mr.country}`
    for (const part of [details(before.html), footer(before.html)]) {
      expect(part).toContain(`<span>${seeded.mr.hours}</span>`)
      expect(part).toContain(`>${seededLine}</span>`)
      expect(part).not.toContain('lang="en-IN">Monday')
    }
    expect(details(before.html)).toContain(`<span class="font-semibold">${seeded.mr.city}</span>`)
    const englishBefore = await page('/contact')
    expect(details(englishBefore.html)).toContain(`<span>${englishHours}</span>`)
    expect(footer(englishBefore.html)).toContain(`<span>${englishLine}</span>`)
    const hindiBefore = await page('/hi/contact')

    // Staff write a new Marathi street and hours.
    const street = `ऑफिस 5${uid()}, बाणेर रोड`
    const hours = `सोमवार ते शनिवार | सकाळी 10 ते सायंकाळी 7 (${uid()})`
    await saveIn('mr', { address: { street }, hours })

    const marathi = await page('/mr/contact')
    const line = `${street}, ${seeded.mr.city} ${english.postalCode}, ${seeded.mr.region}, ${seeded.mr.country}`
    for (const part of [details(marathi.html), footer(marathi.html)]) {
      expect(part).toContain(`<span>${hours}</span>`)
      expect(part).toContain(`>${line}</span>`)
      expect(part).not.toContain(seeded.mr.hours)
    }
    // Every Marathi page's footer has it (the frame reads the same settings).
    expect(footer((await page('/mr/jobs')).html)).toContain(`<span>${hours}</span>`)
    // English and Hindi: the same details and footer as before the Marathi edit.
    const englishAfter = await page('/contact')
    expect(details(englishAfter.html)).toBe(details(englishBefore.html))
    expect(footer(englishAfter.html)).toBe(footer(englishBefore.html))
    expect(englishAfter.html).not.toContain(hours)
    const hindiAfter = await page('/hi/contact')
    expect(details(hindiAfter.html)).toBe(details(hindiBefore.html))
    expect(footer(hindiAfter.html)).toContain(`<span>${seeded.hi.hours}</span>`)

    // The Organization JSON-LD stays English on the Marathi page too (one organization, one postal address).
    expect(organization(marathi.html)?.address).toMatchObject({
      streetAddress: english.street,
      addressLocality: english.city,
      addressRegion: english.region,
      addressCountry: english.country,
    })
    expect(organization(englishAfter.html)?.address.streetAddress).toBe(english.street)

    // The stored rows: one per language, English as it was.
    // (Sorted here: PostgreSQL orders its language enum as declared, en, mr, hi.)
    const rows = await rawSql('SELECT _locale AS locale, address_street AS street, hours FROM site_settings_locales')
    expect(rows.map((row) => [row.locale, row.street, row.hours]).sort()).toEqual([
      ['en', english.street, englishHours],
      ['hi', seeded.hi.street, seeded.hi.hours],
      ['mr', street, hours],
    ])
  })

  it('a Marathi text left empty shows the English one, marked lang="en-IN"; the CMS answers ?locale=mr with the fallback', async () => {
    await saveIn('mr', { address: { street: seeded.mr.street, city: '', country: '' }, hours: '' })

    const marathi = await page('/mr/contact')
    const marked = `<span lang="en-IN">${englishHours}</span>`
    expect(details(marathi.html)).toContain(marked)
    expect(footer(marathi.html)).toContain(marked)
    expect(details(marathi.html)).toContain(`<span class="font-semibold" lang="en-IN">${english.city}</span>`)
    // The address line: the translated parts unmarked, each English one marked.
    const line = new RegExp(
      escape(`<span>${seeded.mr.street}</span>, <span lang="en-IN">${english.city}</span> ${english.postalCode}, `) +
        escape(`<span>${seeded.mr.region}</span>, <span lang="en-IN">${english.country}</span>`),
    )
    expect(details(marathi.html)).toMatch(line)
    expect(footer(marathi.html)).toMatch(line)

    // Payload's REST API: the Marathi read falls back to English, the English one is unchanged.
    type Settings = { hours: string; address: { street: string; city: string; postalCode: string } }
    const inMarathi = await staffRequest<Settings>('GET', '/globals/site-settings?locale=mr&depth=0')
    expect(inMarathi.hours).toBe(englishHours)
    expect(inMarathi.address).toMatchObject({ street: seeded.mr.street, city: english.city, postalCode: english.postalCode })
    const inEnglish = await staffRequest<Settings>('GET', '/globals/site-settings?depth=0')
    expect(inEnglish.hours).toBe(englishHours)
    expect(inEnglish.address.street).toBe(english.street)

    // Staff write it again in Marathi: unmarked, the whole line in Marathi.
    const { hours, ...address } = seeded.mr
    await saveIn('mr', { address, hours })
    const again = await page('/mr/contact')
    expect(details(again.html)).toContain(`<span>${seeded.mr.hours}</span>`)
    expect(details(again.html)).not.toContain('lang="en-IN"')
  })

  it('English stays required: an empty English hours or street is refused with a message, nothing saved', async () => {
    const response = await fetch(`${baseUrl()}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ hours: '', address: { street: '' } }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('The following fields are invalid: Office hours, Address > Street address')
    const [row] = await rawSql("SELECT hours FROM site_settings_locales WHERE _locale = 'en'")
    expect(row.hours).toBe(englishHours)
  })
})
