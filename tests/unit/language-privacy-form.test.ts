// The privacy policy's request form on /mr and /hi (docs/decisions/languages.md "The privacy policy's form") and the
// e-mails' `<html lang>`: the form's English is the English form's own, key for key; the API's answers to the form
// have their Marathi and Hindi; every mail's HTML names the language it is written in, English ones en-IN.
import { describe, expect, it } from 'vitest'

import { privacyRequestFormLabels } from '@/components/privacy/privacyRequestFormTexts'
import { codeMail, passwordChangedMail } from '@/features/accounts/mails'
import { jobAlertConfirmation } from '@/features/jobAlerts/mail'
import { candidateStageUpdate, staffNotification, visitorAcknowledgement } from '@/features/leads/mail'
import { privacyMessages } from '@/features/privacy/messages'
import { dataExportReady, privacyRequestReceipt } from '@/features/privacy/mails'
import { translateApiMessage } from '@/i18n/apiLanguage'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'

const devanagari = /[\u0900-\u097F]/

describe('the privacy policy’s request form', () => {
  it('the English of the PrivacyRequestForm namespace is the English form’s, key for key (the intro aside)', () => {
    const { intro, ...labels } = en.PrivacyRequestForm
    expect(labels).toEqual(privacyRequestFormLabels)
    expect(intro).toContain('<link>your account page</link>')
  })

  it('Marathi and Hindi labels and buttons', () => {
    expect(mr.PrivacyRequestForm.send).toBe('मला कोड पाठवा')
    expect(hi.PrivacyRequestForm.send).toBe('मुझे कोड भेजें')
    expect(mr.PrivacyRequestForm.codeSentTo).toBe('{email} वर पाठवला आहे.')
    for (const words of [mr.PrivacyRequestForm, hi.PrivacyRequestForm])
      for (const text of Object.values(words)) expect(text).toMatch(devanagari)
  })

  it('the form’s answers from the API have their translations; English unchanged', () => {
    expect(translateApiMessage(privacyMessages.requestCodeSent, 'mr')).toBe(
      'धन्यवाद. पत्ता बरोबर असेल तर तुमची विनंती पक्की करण्याचा कोड त्यावर पाठवत आहोत. तो 10 मिनिटं चालेल.',
    )
    expect(translateApiMessage(privacyMessages.requestNotFound, 'hi')).toBe('इस कोड के लिए कोई रुका हुआ अनुरोध नहीं मिला। कृपया फ़ॉर्म फिर से भेजें।')
    // The due day stays as the API gives it (the same value in every language).
    expect(translateApiMessage(privacyMessages.requestConfirmed('2027-02-26'), 'hi')).toBe(
      'धन्यवाद। आपका अनुरोध पक्का हो गया है; हम 2027-02-26 तक जवाब देंगे। इसकी कॉपी आपके ई-मेल पर भेजी जा रही है।',
    )
    expect(translateApiMessage(privacyMessages.requestConfirmed('2027-02-26'), 'en')).toBe(privacyMessages.requestConfirmed('2027-02-26'))
    expect(en.Api.privacyRequestCodeSent).toBe(privacyMessages.requestCodeSent)
    expect(en.Api.privacyRequestNotFound).toBe(privacyMessages.requestNotFound)
  })
})

describe('the e-mails’ <html lang>', () => {
  const lang = (html: string) => /^<!doctype html><html lang="([^"]+)"><body /.exec(html)?.[1]

  it('a Marathi or Hindi mail names its language', () => {
    expect(lang(codeMail('Pune Talent Works', 'signup', '123456', 'mr').html)).toBe('mr-IN')
    expect(lang(codeMail('Pune Talent Works', 'privacy-request', '123456', 'hi').html)).toBe('hi-IN')
    expect(lang(passwordChangedMail('Pune Talent Works', 'https://example.test', 'hi').html)).toBe('hi-IN')
    expect(lang(dataExportReady('Pune Talent Works', 'Meera', 'https://example.test/x', new Date(), 'mr').html)).toBe('mr-IN')
    expect(
      lang(
        candidateStageUpdate({ stage: 'interview', roleTitle: 'React', companyName: 'P', accountUrl: 'https://e.test', locale: 'mr' }).html,
      ),
    ).toBe('mr-IN')
    expect(
      lang(
        jobAlertConfirmation({
          companyName: 'P',
          confirmUrl: 'https://e.test',
          search: 'all roles',
          frequency: 'daily',
          locale: 'hi',
        }).html,
      ),
    ).toBe('hi-IN')
  })

  it('English mails (to candidates and to staff) say en-IN, their text unchanged', () => {
    const english = codeMail('Pune Talent Works', 'signup', '123456')
    expect(lang(english.html)).toBe('en-IN')
    expect(english.text).toContain('Use this one-time code to finish creating your Pune Talent Works account:')
    expect(lang(codeMail('Pune Talent Works', 'client-login', '123456').html)).toBe('en-IN')
    expect(
      lang(privacyRequestReceipt('P', { reference: 'PR-1', kind: 'access', text: '', dueOn: new Date('2027-01-01T00:00:00Z') }, null).html),
    ).toBe('en-IN')
    expect(
      lang(
        visitorAcknowledgement({
          what: 'message',
          nextStep: 'We reply soon.',
          reference: 'L-1',
          companyName: 'P',
          siteUrl: 'https://e.test',
        }).html,
      ),
    ).toBe('en-IN')
    expect(lang(staffNotification({ kind: 'contact', title: 'Asha', rows: [], adminUrl: 'https://e.test', companyName: 'P' }).html)).toBe(
      'en-IN',
    )
  })
})
