// The frame and the contact form in Marathi and Hindi (issue 34, docs/decisions/languages.md "The frame" and "The
// contact form"): the English message texts are the components' own English words, so a translated page has every text
// the English one has, and the English page (which passes nothing) keeps its words.
import { describe, expect, it } from 'vitest'

import { englishMenuLabels } from '@/components/layout/AuthAction'
import { englishFooterTexts } from '@/components/layout/footerTexts'
import { contactFormText } from '@/copy/contact'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'
import { INQUIRY_TYPES } from '@/lib/constants'
import { messages } from '@/lib/messages'

const devanagari = /[\u0900-\u097F]/

describe('frame and contact form messages', () => {
  it('English: the footer, contact form and API texts are the components’ own', () => {
    expect(en.Layout.footer).toEqual(englishFooterTexts)
    expect(en.Layout.menu).toEqual(englishMenuLabels)
    const { types, ...labels } = en.ContactForm
    expect(labels).toEqual(contactFormText)
    expect(Object.values(types)).toEqual([...INQUIRY_TYPES])
    expect(en.Layout.auth).toEqual({ logIn: 'Log in', register: 'Register Now', myAccount: 'My account', logout: 'Logout' })
    expect(en.Api.contactSubmitFailed).toBe(messages.contactSubmitFailed)
    expect(en.Api.contactUnexpectedError).toBe(messages.contactUnexpectedError)
  })

  it.each([
    ['mr', mr],
    ['hi', hi],
  ] as const)('%s: every footer, header and contact form text is in Devanagari', (_locale, words) => {
    const texts = [
      ...Object.values(words.Layout.auth),
      ...Object.values(words.Layout.menu),
      ...Object.entries(words.Layout.footer)
        .filter(([key]) => key !== 'afterPrivacyLink')
        .flatMap(([, value]) => (typeof value === 'string' ? [value] : Object.values(value))),
      ...Object.values(words.ContactForm).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
      words.Api.contactSubmitFailed,
      words.Api.contactUnexpectedError,
    ]
    for (const text of texts) expect(text).toMatch(devanagari)
  })
})
