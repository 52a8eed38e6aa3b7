// The data export's mail and the newsletter's mails in the reader's language (docs/decisions/languages.md "E-mails"):
// the Mail namespace's English gives the English mails word for word; Marathi and Hindi read in their language.
import { describe, expect, it } from 'vitest'

import {
  localizedSubscriptionConfirmation,
  localizedSubscriptionWelcome,
  subscriptionConfirmation,
  subscriptionWelcome,
} from '@/features/leads/mail'
import { dataExportReady, localizedDataExportReady } from '@/features/privacy/mails'

const company = 'Pune Talent Works'
const link = 'https://example.test/mr/account/data-export?token=t'
const expiresAt = new Date('2026-12-02T05:00:00Z')

describe('the data export’s mail', () => {
  it('English from the Mail namespace is the English mail, word for word', () => {
    expect(localizedDataExportReady(company, 'Asha', link, expiresAt, 'en')).toEqual(dataExportReady(company, 'Asha', link, expiresAt))
    expect(dataExportReady(company, 'Asha', link, expiresAt).text).toContain(
      'The link works until 2 Dec 2026, 10:30 am India time (24 hours);',
    )
  })

  it('Marathi and Hindi: the sentences, the date in the language with Latin digits, the link', () => {
    const marathi = dataExportReady(company, 'Asha', link, expiresAt, 'mr')
    expect(marathi.subject).toBe('तुमचा डेटा डाउनलोडसाठी तयार आहे')
    expect(marathi.text).toContain('ही लिंक भारतीय वेळेनुसार 2 डिसें, 2026, 10:30 AM पर्यंत (24 तास) चालेल;')
    expect(marathi.text).toContain(`तुमचा डेटा डाउनलोड करा: ${link}`)
    const hindi = dataExportReady(company, 'Asha', link, expiresAt, 'hi')
    expect(hindi.subject).toBe('आपका डेटा डाउनलोड के लिए तैयार है')
    expect(hindi.text).toContain('नमस्ते Asha, आपने Pune Talent Works के पास मौजूद अपनी निजी जानकारी की जो प्रति माँगी थी, वह तैयार है')
    expect(hindi.text).toContain('यह लिंक भारतीय समय के अनुसार 2 दिस॰ 2026, 10:30 am तक (24 घंटे) चलेगा;')
  })
})

describe('the newsletter’s confirmation and welcome', () => {
  const confirm = { companyName: company, confirmUrl: 'https://example.test/subscribe/confirm?token=c' }
  const welcome = { companyName: company, unsubscribeUrl: 'https://example.test/unsubscribe?token=u' }

  it('English from the Mail namespace is the English mail, word for word', () => {
    expect(localizedSubscriptionConfirmation(confirm, 'en')).toEqual(subscriptionConfirmation(confirm))
    expect(localizedSubscriptionWelcome(welcome, 'en')).toEqual(subscriptionWelcome(welcome))
    expect(subscriptionConfirmation(confirm).subject).toBe('Please confirm your subscription to the Pune Talent Works newsletter')
    expect(subscriptionWelcome(welcome).text).toContain('Unsubscribe: https://example.test/unsubscribe?token=u')
  })

  it('Marathi and Hindi, saying the newsletter itself is in English', () => {
    const marathi = subscriptionConfirmation({ ...confirm, confirmUrl: 'https://example.test/mr/subscribe/confirm?token=c', locale: 'mr' })
    expect(marathi.subject).toBe('कृपया Pune Talent Works च्या न्यूजलेटरचं सबस्क्रिप्शन पक्कं करा')
    expect(marathi.text).toContain('न्यूजलेटर इंग्रजीत असतं.')
    expect(marathi.text).toContain('माझं सबस्क्रिप्शन पक्कं करा: https://example.test/mr/subscribe/confirm?token=c')
    const hindi = subscriptionWelcome({ ...welcome, unsubscribeUrl: 'https://example.test/hi/unsubscribe?token=u', locale: 'hi' })
    expect(hindi.subject).toBe('आपने Pune Talent Works न्यूज़लेटर सब्सक्राइब कर लिया है')
    expect(hindi.text).toContain('लगभग महीने में एक बार, अंग्रेज़ी में, मिलेंगी।')
    expect(hindi.text).toContain('सब्सक्रिप्शन बंद करने के लिए: https://example.test/hi/unsubscribe?token=u')
  })
})
