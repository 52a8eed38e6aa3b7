// The privacy mails to a member in their e-mail language (docs/decisions/languages.md "E-mails"): the receipt of a
// consent withdrawn, the copy of a privacy request and the privacy request's code. The Mail namespace's English gives
// the English mails word for word; Marathi and Hindi name the purpose and the kind as My account does.
import { describe, expect, it } from 'vitest'

import { codeMail, localizedCodeMail } from '@/features/accounts/mails'
import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'
import {
  localizedPrivacyRequestReceipt,
  localizedWithdrawalReceipt,
  privacyRequestReceipt,
  withdrawalReceipt,
} from '@/features/privacy/mails'
import { PRIVACY_REQUEST_KINDS } from '@/features/privacy/options'
import { privacyKindIn, purposeNameIn } from '@/i18n/mailText'

const company = 'Pune Talent Works'
const at = new Date('2026-11-28T02:05:00Z')
const request = { reference: 'PR-7', text: 'Please erase my old resume.', dueOn: new Date('2026-12-28T02:05:00Z') }
const officer = 'Asha Kulkarni, dpo@example.test'

describe('English from the Mail namespace is the English mail, word for word', () => {
  it('the withdrawal receipt', () => {
    const url = 'https://example.test/account'
    expect(localizedWithdrawalReceipt(company, 'Job alerts', at, url, 'en')).toEqual(withdrawalReceipt(company, 'Job alerts', at, url))
    expect(withdrawalReceipt(company, 'Job alerts', at, url).text).toContain('Withdrawn at: 2026-11-28T02:05:00.000Z')
  })

  it('the privacy request’s copy, with and without a Grievance Officer', () => {
    const english = { ...request, kind: 'Erase my data' }
    for (const contact of [officer, null])
      expect(localizedPrivacyRequestReceipt(company, english, contact, 'en')).toEqual(privacyRequestReceipt(company, english, contact))
    expect(privacyRequestReceipt(company, english, null).text).toContain('will answer it by 2026-12-28.')
  })

  it('the privacy request’s code', () => {
    expect(localizedCodeMail(company, 'privacy-request', '123456', 'en')).toEqual(codeMail(company, 'privacy-request', '123456'))
  })

  it('the purposes and kinds My account names are the English mails’ own', () => {
    for (const { value, label } of CONSENT_PURPOSES) expect(purposeNameIn('en', value)).toBe(label)
    for (const { value, label } of PRIVACY_REQUEST_KINDS) expect(privacyKindIn('en', value)).toBe(label)
  })
})

describe('Marathi and Hindi', () => {
  it('the withdrawal receipt: the purpose as My account names it, India time in the language, the link', () => {
    const marathi = withdrawalReceipt(company, purposeNameIn('mr', 'job-alerts'), at, 'https://example.test/mr/account', 'mr')
    expect(marathi.subject).toBe('तुमची संमती मागे घेतली आहे: जॉब अलर्ट')
    expect(marathi.text).toContain(
      'ही तुमची पोच आहे: “जॉब अलर्ट” यासाठी Pune Talent Works ला दिलेली संमती तुम्ही मागे घेतली आहे. आतापासून तुमच्या वैयक्तिक डेटाचा हा वापर आम्ही थांबवत आहोत.',
    )
    expect(marathi.text).toContain('पुन्हा देता येईल: https://example.test/mr/account')
    expect(marathi.text).toContain('मागे घेतल्याची वेळ (भारतीय वेळ): 28 नोव्हें, 2026, 7:35 AM')
    const hindi = withdrawalReceipt(company, purposeNameIn('hi', 'phone-contact'), at, 'https://example.test/hi/account', 'hi')
    expect(hindi.subject).toBe('आपकी सहमति वापस ले ली गई है: फ़ोन पर संपर्क')
    expect(hindi.text).toContain('उद्देश्य: फ़ोन पर संपर्क')
    expect(hindi.text).toContain('वापस लेने का समय (भारतीय समय): 28 नव॰ 2026, 7:35 am')
  })

  it('the privacy request’s copy: the kind as the form offers it, the due day in the language', () => {
    const marathi = privacyRequestReceipt(company, { ...request, kind: privacyKindIn('mr', 'erasure') }, officer, 'mr')
    expect(marathi.subject).toBe('तुमची डेटाबद्दलची विनंती PR-7 आम्हाला मिळाली')
    expect(marathi.text).toContain('धन्यवाद. Pune Talent Works ला तुमची विनंती मिळाली आहे; आम्ही 28 डिसेंबर, 2026 पर्यंत उत्तर देऊ.')
    expect(marathi.text).toContain('आमच्या तक्रार निवारण अधिकाऱ्यांना लिहा: Asha Kulkarni, dpo@example.test.')
    expect(marathi.text).toContain('विनंती: माझा डेटा पुसून टाका')
    const hindi = privacyRequestReceipt(company, { ...request, kind: privacyKindIn('hi', 'grievance') }, null, 'hi')
    expect(hindi.subject).toBe('आपके डेटा से जुड़ा अनुरोध PR-7 हमें मिल गया है')
    expect(hindi.text).toContain('हम 28 दिसंबर 2026 तक जवाब देंगे।')
    expect(hindi.text).toContain('अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो इस ई-मेल का जवाब दें।')
    expect(hindi.text).toContain('अनुरोध: शिकायत')
    expect(hindi.text).toContain('आपने जो लिखा: Please erase my old resume.')
  })

  it('the privacy request’s code', () => {
    const marathi = codeMail(company, 'privacy-request', '123456', 'mr')
    expect(marathi.subject).toBe('तुमच्या डेटाबद्दलच्या विनंतीचा Pune Talent Works कोड')
    expect(marathi.text).toContain('हा कोड 10 मिनिटं चालेल आणि एकदाच वापरता येईल.')
    const hindi = codeMail(company, 'privacy-request', '123456', 'hi')
    expect(hindi.subject).toBe('आपके डेटा से जुड़े अनुरोध का Pune Talent Works कोड')
    expect(hindi.text).toMatch(/^\s*123456\s*$/m)
    // The client area's code stays English.
    expect(codeMail(company, 'client-login', '123456', 'mr').subject).toBe('Your Pune Talent Works client area code')
  })
})
