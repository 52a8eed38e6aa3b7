// The API's messages of the lead forms, job alerts, interview booking, the client area, the chat and My account's
// consents in Marathi and Hindi (docs/decisions/languages.md "API messages"): every refusal their schemas give and
// every fixed answer of these features has a translation, the ones with a value ("booked for {when}") keep the value,
// and English passes untouched.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { chatText } from '@/features/assistant/messages'
import { assistantFeedbackSchema, assistantQuestionSchema } from '@/features/assistant/schemas'
import { decisionSchema } from '@/features/clientArea/schemas'
import { clientMessages } from '@/features/clientArea/messages'
import { chooseSlotBody } from '@/features/interviews/schemas'
import { interviewMessages } from '@/features/interviews/messages'
import { jobAlertChangeSchema, jobAlertSchema } from '@/features/jobAlerts/schemas'
import { contactSchema, linkTokenSchema, subscriptionSchema, talentSchema, teamUpSchema } from '@/features/leads/schemas'
import { consentChangeSchema } from '@/features/privacy/schemas'
import { translateApiMessage } from '@/i18n/apiLanguage'
import { messages } from '@/lib/messages'

const issues = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}
const long = (n: number) => 'a'.repeat(n)

/** What each form's schema answers to empty, too long and wrong input. */
const refusals = [
  ...issues(contactSchema, {}),
  ...issues(contactSchema, { fullName: long(101), emailAddress: 'x@', inquiryType: 'Other', message: long(5001) }),
  ...issues(teamUpSchema, {}),
  ...issues(teamUpSchema, {
    companyName: long(201),
    firstName: long(101),
    lastName: long(101),
    phone: 'call me',
    email: 'nope',
    mainCategory: 'x',
    subCategory: '',
    description: long(5001),
    engagementModel: 'forever',
  }),
  ...issues(talentSchema, {}),
  ...issues(talentSchema, { firstName: ' ', location: long(201), anythingElse: long(5001), email: long(260) }),
  ...issues(subscriptionSchema, {}),
  ...issues(linkTokenSchema, {}),
  ...issues(jobAlertSchema, {}),
  ...issues(jobAlertSchema, { searchTerm: 5, pillar: long(101), employmentType: 'forever', workMode: 'moon', frequency: 'hourly' }),
  ...issues(jobAlertSchema, { searchTerm: long(201) }),
  ...issues(jobAlertChangeSchema, { token: '' }),
  ...issues(chooseSlotBody, {}),
  ...issues(decisionSchema, { decision: 'maybe' }),
  ...issues(decisionSchema, { candidate: '1', decision: 'reject' }),
  ...issues(decisionSchema, { candidate: '1', decision: 'question', text: '' }),
  ...issues(decisionSchema, { candidate: '1', decision: 'question', text: long(2001) }),
  ...issues(assistantQuestionSchema, {}),
  ...issues(assistantQuestionSchema, { message: long(501), session: 'x', locale: 'fr' }),
  ...issues(assistantFeedbackSchema, {}),
  ...issues(assistantFeedbackSchema, { key: 'k', question: long(501), helpful: 'yes', session: 'bad' }),
  ...issues(consentChangeSchema, {}),
]

const { staff: _staff, alreadyBooked, booked, moved, ...interviewTexts } = interviewMessages
const answers = [
  messages.tooManySubmissions,
  messages.contactSuccess,
  messages.teamUpSuccess,
  messages.newsletterSuccess,
  messages.teamUpSubCategoryMismatch,
  messages.subscriptionConfirmed,
  messages.subscriptionConfirmExpired,
  messages.subscriptionConfirmInvalid,
  messages.unsubscribeDone,
  messages.unsubscribeInvalid,
  messages.assistantTooManyHandOffs,
  messages.jobAlertRequested,
  messages.jobAlertConfirmed,
  messages.jobAlertConfirmExpired,
  messages.jobAlertConfirmInvalid,
  messages.jobAlertUnsubscribed,
  messages.jobAlertLinkInvalid,
  messages.jobAlertChanged,
  'We could not find this job alert in your account.',
  ...Object.values(interviewTexts),
  ...Object.values(clientMessages),
]

describe('API messages of the lead forms, job alerts, interviews and the client area', () => {
  it('the schemas give the refusals the tests expect (the list is not empty nor trivial)', () => {
    expect(new Set(refusals).size).toBeGreaterThan(35)
    expect(refusals).toContain('Please keep your full name under 101 characters.')
    expect(refusals).toContain('Please choose an inquiry type (General, Support, Careers, Business Inquiry).')
  })

  for (const locale of ['mr', 'hi'] as const)
    it(`${locale}: every refusal and answer has its translation, in Devanagari`, () => {
      for (const text of [...refusals, ...answers]) {
        const translated = translateApiMessage(text, locale)
        expect(translated, text).not.toBe(text)
        expect(translated, text).toMatch(/[\u0900-\u097F]/)
      }
    })

  it('the chat’s and the consents’ refusals, word for word', () => {
    expect(translateApiMessage('Please keep your question under 500 characters.', 'mr')).toBe('कृपया तुमचा प्रश्न 500 अक्षरांच्या आत ठेवा.')
    expect(translateApiMessage('The chat session is not valid. Reload the page and try again.', 'hi')).toBe(
      'चैट का सेशन सही नहीं है। पेज दोबारा लोड करके फिर से कोशिश करें।',
    )
    expect(issues(consentChangeSchema, { purpose: 'spam', granted: false }).map((text) => translateApiMessage(text, 'mr'))).toEqual([
      'यापैकी एक उद्देश निवडा: applications, client-sharing, newsletter, job-alerts, phone-contact.',
    ])
  })

  it('messages with a value keep the value in the translation', () => {
    const when = 'Tue 2 Dec 2026, 10:30 IST'
    expect(translateApiMessage(booked(when), 'mr')).toBe(
      'तुमची मुलाखत Tue 2 Dec 2026, 10:30 IST ला ठरली आहे. कॅलेंडरचं आमंत्रण आम्ही तुम्हाला ई-मेल केलं आहे.',
    )
    expect(translateApiMessage(moved(when), 'hi')).toBe(
      'आपका इंटरव्यू अब Tue 2 Dec 2026, 10:30 IST पर है। बदला हुआ निमंत्रण हमने आपको ई-मेल कर दिया है।',
    )
    expect(translateApiMessage(alreadyBooked(when), 'hi')).toContain('पहले से Tue 2 Dec 2026, 10:30 IST के लिए तय है')
    expect(translateApiMessage(chatText.careConfirm('pooja@example.com'), 'mr')).toBe(
      'धन्यवाद! आमची कस्टमर केअर टीम लवकरच pooja@example.com वर उत्तर देईल.',
    )
    expect(translateApiMessage('Thank you. We may now share your profile with Acme Pvt Ltd.', 'hi')).toBe(
      'धन्यवाद। अब हम आपकी प्रोफ़ाइल Acme Pvt Ltd के साथ साझा कर सकते हैं।',
    )
  })

  it('English stays byte for byte; a text without a translation stays as it is', () => {
    for (const text of [...refusals, ...answers, booked('Tue 2 Dec')]) expect(translateApiMessage(text, 'en')).toBe(text)
    expect(translateApiMessage('Your interview is booked', 'mr')).toBe('Your interview is booked')
    expect(translateApiMessage(interviewMessages.staff.noSlots, 'mr')).toBe(interviewMessages.staff.noSlots)
  })
})
