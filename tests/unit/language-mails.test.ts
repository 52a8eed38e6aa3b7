// The Marathi and Hindi versions of the e-mails and API messages (docs/decisions/languages.md "E-mails", "API
// messages"): the English of each namespace reproduces the English the site already sends, word for word, so the
// translations translate exactly that; and Accept-Language picks the site's language by quality.
import { describe, expect, it } from 'vitest'

import { codeMail, localizedCodeMail } from '@/features/accounts/mails'
import { candidateStageUpdate, localizedAcknowledgement, localizedStageUpdate, visitorAcknowledgement } from '@/features/leads/mail'
import { localeFromAcceptLanguage, translateApiMessage } from '@/i18n/apiLanguage'
import { mailText } from '@/i18n/mailText'
import en from '@/i18n/messages/en.json'
import mr from '@/i18n/messages/mr.json'
import { messages } from '@/lib/messages'

const stages = ['interview', 'offer', 'placed', 'rejected'] as const

describe('e-mails: the English of the Mail namespace is the English the site sends', () => {
  it('sign-up and reset codes', () => {
    for (const purpose of ['signup', 'reset'] as const)
      expect(localizedCodeMail('Pune Talent Works', purpose, '123456', 'en')).toEqual(codeMail('Pune Talent Works', purpose, '123456'))
  })

  it('the talent acknowledgement', () => {
    const args = { reference: 'TAL-42', companyName: 'Pune Talent Works', siteUrl: 'https://example.test' }
    const what = mailText('en', 'talentWhatRole', { role: 'QA Analyst' })
    expect(what).toBe('application for QA Analyst')
    expect(mailText('en', 'talentWhat')).toBe('application')
    const nextStep = mailText('en', 'talentNextStep', { url: 'https://example.test/account#my-applications' })
    expect(nextStep).toBe(
      'We verify applications within 24–48 hours and will e-mail you about next steps. You can follow it, and withdraw it, under My applications: https://example.test/account#my-applications',
    )
    expect(localizedAcknowledgement({ ...args, what, nextStep }, 'en')).toEqual(visitorAcknowledgement({ ...args, what, nextStep }))
  })

  it('the stage mails, for a role and for a general application; the Marathi one names the Marathi account page', () => {
    for (const stage of stages)
      for (const roleTitle of ['QA Analyst', null]) {
        const args = { stage, roleTitle, companyName: 'Pune Talent Works', accountUrl: 'https://example.test/account' }
        expect(localizedStageUpdate(args, 'en')).toEqual(candidateStageUpdate(args))
        const marathi = candidateStageUpdate({ ...args, locale: 'mr', accountUrl: 'https://example.test/mr/account' })
        const key = `stage${stage[0]?.toUpperCase()}${stage.slice(1)}Subject` as keyof typeof mr.Mail
        expect(marathi.subject).toBe(`${mr.Mail[key]} — Pune Talent Works`)
        expect(marathi.text).toContain(
          roleTitle ? 'QA Analyst साठीच्या तुमच्या अर्जाबद्दल ही माहिती आहे.' : 'तुमच्या सर्वसाधारण अर्जाबद्दल ही माहिती आहे.',
        )
        expect(marathi.text).toContain('माझे अर्ज: https://example.test/mr/account')
      }
  })
})

describe('API messages', () => {
  it('the Api namespace’s English is the spec’s text of lib/messages, key for key', () => {
    for (const [key, text] of Object.entries(en.Api)) {
      const spec = (messages as Record<string, string>)[key]
      if (spec !== undefined) expect(text, key).toBe(spec)
    }
  })

  it('translates a known English message, leaves others and English requests as they are', () => {
    expect(translateApiMessage(messages.loginInvalid, 'mr')).toBe('ई-मेल किंवा पासवर्ड चुकीचा आहे')
    expect(translateApiMessage(messages.loginInvalid, 'en')).toBe('Invalid email or password')
    expect(translateApiMessage('Something staff wrote.', 'hi')).toBe('Something staff wrote.')
  })

  it('reads Accept-Language by quality, then order; English for anything else', () => {
    expect(localeFromAcceptLanguage(null)).toBe('en')
    expect(localeFromAcceptLanguage('mr-IN')).toBe('mr')
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe('hi')
    expect(localeFromAcceptLanguage('en-GB,mr;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('fr,hi;q=0.4,mr;q=0.5')).toBe('mr')
    expect(localeFromAcceptLanguage('mr;q=0,ta')).toBe('en')
  })
})
