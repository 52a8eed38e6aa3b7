// The job alert, account-exists and password-changed mails in the member's language (docs/decisions/languages.md
// "E-mails"): the English of the Mail namespace reproduces the English mails word for word, the Marathi and Hindi ones
// read in their language with links to the pages of that language, and an alert's language is the member's or its page's.
import { describe, expect, it } from 'vitest'

import { accountExistsMail, localizedAccountExistsMail, localizedPasswordChangedMail, passwordChangedMail } from '@/features/accounts/mails'
import { describeAlertSearch } from '@/features/jobAlerts/describe'
import {
  alertLocale,
  describeAlertSearchIn,
  jobAlertConfirmation,
  jobAlertMail,
  localizedJobAlertConfirmation,
  localizedJobAlertMail,
} from '@/features/jobAlerts/mail'

const company = 'Pune Talent Works'
const siteUrl = 'https://example.test'
const role = (n: number) => ({
  title: `QA Analyst ${n}`,
  location: 'Pune',
  employmentType: 'full-time' as const,
  summary: 'Test web and mobile apps.',
  url: `${siteUrl}/jobs/qa-${n}`,
})
const alertArgs = (count: number, more = 0) => ({
  companyName: company,
  search: 'All open roles',
  roles: Array.from({ length: count }, (_, index) => role(index + 1)),
  more,
  changeUrl: `${siteUrl}/job-alerts/change?token=c`,
  unsubscribeUrl: `${siteUrl}/job-alerts/unsubscribe?token=u`,
})
const searches = [
  {},
  { searchTerm: 'react' },
  { pillar: 'it', pillarName: 'IT & Software', employmentType: 'micro-internship', workMode: 'remote', searchTerm: 'java' },
  { employmentType: 'gig', workMode: 'hybrid' },
]

describe('English mails are unchanged: the Mail namespace’s English gives the very same mails', () => {
  it('account exists and password changed', () => {
    expect(localizedAccountExistsMail(company, siteUrl, 'en')).toEqual(accountExistsMail(company, siteUrl))
    expect(localizedPasswordChangedMail(company, siteUrl, 'en')).toEqual(passwordChangedMail(company, siteUrl))
    expect(accountExistsMail(company, siteUrl).subject).toBe('You already have a Pune Talent Works account')
    expect(passwordChangedMail(company, siteUrl).text).toContain(
      'If this was not you, reset your password at once at https://example.test/forgot-password and contact us.',
    )
  })

  it('the job alert confirmation, daily and weekly, and the alert with one, several and more roles', () => {
    for (const frequency of ['daily', 'weekly']) {
      const args = { companyName: company, confirmUrl: `${siteUrl}/job-alerts/confirm?token=t`, search: 'All open roles', frequency }
      expect(localizedJobAlertConfirmation(args, 'en')).toEqual(jobAlertConfirmation(args))
    }
    for (const [count, more] of [
      [1, 0],
      [3, 0],
      [2, 5],
    ] as const)
      expect(localizedJobAlertMail(alertArgs(count, more), 'en')).toEqual(jobAlertMail(alertArgs(count, more)))
    expect(jobAlertMail(alertArgs(1)).subject).toBe('1 new role for you at Pune Talent Works')
  })

  it('the alert’s search in words', () => {
    for (const search of searches) expect(describeAlertSearchIn('en', search)).toBe(describeAlertSearch(search))
  })
})

describe('Marathi and Hindi mails', () => {
  it('account exists: in the language, with the log-in and reset links of the language', () => {
    const marathi = accountExistsMail(company, siteUrl, 'mr')
    expect(marathi.subject).toBe('तुमचं Pune Talent Works खातं आधीपासूनच आहे')
    expect(marathi.text).toContain(
      'https://example.test/mr/login इथे लॉग इन करा. पासवर्ड विसरला असाल तर https://example.test/mr/forgot-password इथे नवीन पासवर्ड ठेवा.',
    )
    const hindi = accountExistsMail(company, siteUrl, 'hi')
    expect(hindi.subject).toBe('आपका Pune Talent Works खाता पहले से बना हुआ है')
    expect(hindi.html).toContain('https://example.test/hi/forgot-password')
  })

  it('password changed', () => {
    const marathi = passwordChangedMail(company, siteUrl, 'mr')
    expect(marathi.subject).toBe('तुमचा Pune Talent Works पासवर्ड बदलला आहे')
    expect(marathi.text).toContain('हे तुम्ही केलं नसेल तर लगेच https://example.test/mr/forgot-password इथे नवीन पासवर्ड ठेवा')
    expect(passwordChangedMail(company, siteUrl, 'hi').text).toContain('अभी-अभी बदला गया है')
  })

  it('job alert confirmation in Marathi and Hindi, with the frequency in words', () => {
    const args = { companyName: company, confirmUrl: `${siteUrl}/job-alerts/confirm?token=t`, frequency: 'daily' }
    const marathi = jobAlertConfirmation({ ...args, search: describeAlertSearchIn('mr', { searchTerm: 'react' }), locale: 'mr' })
    expect(marathi.subject).toBe('कृपया तुमचा Pune Talent Works जॉब अलर्ट पक्का करा')
    expect(marathi.text).toContain('नवीन नोकऱ्या दिवसातून एकदा या पत्त्यावर')
    expect(marathi.text).toContain('नोकऱ्या: “react” शी जुळणाऱ्या सगळ्या खुल्या नोकऱ्या')
    expect(marathi.text).toContain('माझा जॉब अलर्ट सुरू करा: https://example.test/job-alerts/confirm?token=t')
    const hindi = jobAlertConfirmation({ ...args, frequency: 'weekly', search: 'x', locale: 'hi' })
    expect(hindi.text).toContain('हफ़्ते में एक बार')
  })

  it('the alert itself: counts, the employment type and work mode in the language, role content as written', () => {
    const marathi = jobAlertMail({ ...alertArgs(2, 3), search: describeAlertSearchIn('mr', searches[3]), locale: 'mr' })
    expect(marathi.subject).toBe('Pune Talent Works मध्ये तुमच्यासाठी 5 नवीन नोकऱ्या')
    expect(marathi.text).toContain('तुमचा अलर्ट: गिग, हायब्रिड (पुणे) नोकऱ्या.')
    expect(marathi.text).toContain('सगळ्यात नव्या 2 खाली दिल्या आहेत; आणखी 3 आमच्या नोकऱ्यांच्या पानावर आहेत.')
    expect(marathi.text).toContain('नोकरी 1:\nQA Analyst 1 (फुल-टाइम, Pune)')
    const hindi = jobAlertMail({ ...alertArgs(1), locale: 'hi' })
    expect(hindi.subject).toBe('Pune Talent Works पर आपके लिए 1 नई नौकरी')
    expect(hindi.text).toContain('इसे बंद करने के लिए: https://example.test/job-alerts/unsubscribe?token=u')
  })
})

describe('the language of an alert', () => {
  it('the member’s when the address is a member’s, else the page it was made on, else English', () => {
    expect(alertLocale({ memberLanguage: 'hi', sourcePage: '/mr/jobs' })).toBe('hi')
    expect(alertLocale({ memberLanguage: 'en', formLanguage: 'mr' })).toBe('en')
    expect(alertLocale({ formLanguage: 'mr' })).toBe('mr')
    expect(alertLocale({ sourcePage: '/hi/jobs/qa-analyst?utm_source=x' })).toBe('hi')
    expect(alertLocale({ sourcePage: '/jobs?q=mr' })).toBe('en')
    expect(alertLocale({ sourcePage: '/mrx' })).toBe('en')
    expect(alertLocale({})).toBe('en')
  })
})
