// The site settings' texts in Marathi and Hindi (docs/decisions/languages.md, "Site settings"): which texts staff still
// have to translate, what a translated page shows and marks, the address line's marks, the seeded translations.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { siteSettingsTranslations } from '@/cms/seed/data/site'
import { AddressText } from '@/components/layout/AddressText'
import { defaultSiteSettings } from '@/features/content/siteDefaults'
import {
  missingSiteSettingsTranslationLines,
  settingsLang,
  siteSettingsTexts,
  siteSettingsTextsIn,
} from '@/features/content/siteSettingsTranslations'

const englishOnly = {
  address: {
    street: { en: 'Office 402, Riverside Business Bay, Baner Road' },
    city: { en: 'Pune' },
    region: { en: 'Maharashtra' },
    postalCode: '411045',
    country: { en: 'India' },
  },
  hours: { en: 'Monday – Friday | 9 AM – 9 PM IST' },
}

describe('missing site settings translations', () => {
  it('names every text per language, in staff words, while only English is written', () => {
    expect(missingSiteSettingsTranslationLines(englishOnly)).toEqual([
      'Marathi: street address, city, region, country, office hours still in English.',
      'Hindi: street address, city, region, country, office hours still in English.',
    ])
  })

  it('leaves out what is translated (a blank text counts as missing), and a language with everything translated', () => {
    const settings = {
      address: {
        ...englishOnly.address,
        street: { en: 'Office 402', mr: 'ऑफिस 402', hi: 'ऑफ़िस 402' },
        city: { en: 'Pune', mr: 'पुणे', hi: 'पुणे' },
        region: { en: 'Maharashtra', mr: ' ', hi: 'महाराष्ट्र' },
        country: { en: 'India', hi: 'भारत' },
      },
      hours: { en: 'Mon–Fri', mr: 'सोम–शुक्र', hi: 'सोम–शुक्र' },
    }
    expect(missingSiteSettingsTranslationLines(settings)).toEqual(['Marathi: region, country still in English.'])
    expect(
      missingSiteSettingsTranslationLines({
        ...settings,
        address: { ...settings.address, region: { en: 'MH', mr: 'म', hi: 'म' }, country: { en: 'India', mr: 'भारत', hi: 'भारत' } },
      }),
    ).toEqual([])
  })
})

describe('the texts a translated page shows', () => {
  it('takes each text in the language where written, else the English one, which it names', () => {
    const settings = {
      ...englishOnly,
      address: { ...englishOnly.address, city: { en: 'Pune', mr: 'पुणे' } },
      hours: { en: 'Mon–Fri', mr: '' },
    }
    expect(siteSettingsTextsIn(settings, 'mr')).toEqual({
      texts: {
        street: 'Office 402, Riverside Business Bay, Baner Road',
        city: 'पुणे',
        region: 'Maharashtra',
        country: 'India',
        hours: 'Mon–Fri',
      },
      english: ['street', 'region', 'country', 'hours'],
    })
    expect(siteSettingsTextsIn(settings, 'hi').english).toEqual([...siteSettingsTexts])
  })

  it('marks a fallen-back text lang="en-IN", a translated one and an English page nothing', () => {
    expect(settingsLang({ english: ['hours'] }, 'hours')).toBe('en-IN')
    expect(settingsLang({ english: ['hours'] }, 'city')).toBeUndefined()
    expect(settingsLang({}, 'hours')).toBeUndefined()
  })
})

describe('the address line', () => {
  const marathi = { street: 'ऑफिस 402, बाणेर रोड', city: 'पुणे', region: 'महाराष्ट्र', postalCode: '411045', country: 'भारत' }
  const html = (settings: Parameters<typeof AddressText>[0]['settings'], className?: string) =>
    renderToStaticMarkup(createElement(AddressText, { settings, className }))

  it('English page: the plain line, as before', () => {
    expect(html(defaultSiteSettings)).toBe('<span>Office 402, Riverside Business Bay, Baner Road, Pune 411045, Maharashtra, India</span>')
  })

  it('nothing translated: the English line marked as a whole (the HTML of before), with the caller’s class first', () => {
    expect(html({ ...defaultSiteSettings, english: [...siteSettingsTexts] }, 'block text-muted')).toBe(
      '<span class="block text-muted" lang="en-IN">Office 402, Riverside Business Bay, Baner Road, Pune 411045, Maharashtra, India</span>',
    )
  })

  it('all translated: the line in the language, unmarked; some translated: each English part marked', () => {
    expect(html({ ...defaultSiteSettings, address: marathi, english: ['hours'] })).toBe(
      '<span>ऑफिस 402, बाणेर रोड, पुणे 411045, महाराष्ट्र, भारत</span>',
    )
    expect(
      html({ ...defaultSiteSettings, address: { ...marathi, street: 'Office 402', country: 'India' }, english: ['street', 'country'] }),
    ).toBe(
      '<span><span lang="en-IN">Office 402</span>, <span>पुणे</span> 411045, <span>महाराष्ट्र</span>, <span lang="en-IN">India</span></span>',
    )
  })
})

describe('the seeded site settings in Marathi and Hindi', () => {
  it('has every translated text in both languages, in Devanagari, with the English figures', () => {
    for (const locale of ['mr', 'hi'] as const) {
      expect(Object.keys(siteSettingsTranslations[locale]).sort()).toEqual([...siteSettingsTexts].sort())
      for (const value of Object.values(siteSettingsTranslations[locale])) expect(value).toMatch(/[\u0900-\u097F]/)
      expect(siteSettingsTranslations[locale].street).toContain('402')
      expect(siteSettingsTranslations[locale].hours).toMatch(/9.*9/)
    }
  })
})
