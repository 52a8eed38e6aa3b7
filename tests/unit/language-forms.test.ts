// The talent application form in Marathi and Hindi (docs/decisions/languages.md "The talent application form"): the
// TalentForm namespace's English is the English form's own text, word for word, so the translations translate exactly
// it; and the browser's checks on a Marathi or Hindi page say what the server says of the same field.
import { describe, expect, it } from 'vitest'

import { accountControlLabels } from '@/components/account/accountControlTexts'
import { accountPrivacyLabels, kindLabelKey, kindWordKey, profileFieldKey } from '@/components/account/accountPrivacyTexts'
import { accountFormLabels } from '@/components/account/formTexts'
import { careConfirmation, englishChatWords } from '@/components/chat/chatWords'
import { jobAlertLabels } from '@/components/jobs/jobAlertTexts'
import { memberLanguageSchema } from '@/features/accounts/schemas'
import { privacyMessages } from '@/features/privacy/messages'
import { PRIVACY_KIND_WORDS, PRIVACY_REQUEST_KIND_VALUES, PRIVACY_REQUEST_KINDS } from '@/features/privacy/options'
import { talentFormLabels } from '@/components/leads/talentFormTexts'
import { chatText } from '@/features/assistant/messages'
import { translateApiMessage } from '@/i18n/apiLanguage'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'
import { messages } from '@/lib/messages'

describe('the talent application form’s texts', () => {
  it('the English of the TalentForm namespace is the English form’s, key for key', () => {
    expect(en.TalentForm).toEqual(talentFormLabels)
  })

  it('Marathi and Hindi labels and buttons', () => {
    expect(mr.TalentForm.firstName).toBe('नाव')
    expect(mr.TalentForm.submit).toBe('अर्ज पाठवा')
    expect(hi.TalentForm.submit).toBe('आवेदन भेजें')
    expect(hi.TalentForm.resumeHint).toBe('PDF, DOC या DOCX, ज़्यादा से ज़्यादा 5MB।')
  })

  it('the refusals the form shows without the server have their translation', () => {
    for (const text of [messages.talentSuccess, messages.talentResumeTooLarge, messages.talentFailure, messages.talentSubmitFailed])
      for (const locale of ['mr', 'hi'] as const) expect(translateApiMessage(text, locale)).not.toBe(text)
    expect(translateApiMessage('Please enter your phone number.', 'mr')).toBe('कृपया तुमचा फोन नंबर लिहा.')
    expect(translateApiMessage('Please agree to the privacy policy.', 'hi')).toBe('कृपया प्राइवेसी नीति से सहमति दें।')
  })
})

describe('the chat widget’s texts', () => {
  it('the English of the Chat namespace is the widget’s English, key for key', () => {
    expect(en.Chat).toEqual(englishChatWords)
    expect(careConfirmation(englishChatWords, 'pooja@example.com')).toBe(chatText.careConfirm('pooja@example.com'))
  })

  it('Marathi and Hindi: the button, the field, Send, the feedback question and the hand-off', () => {
    expect(mr.Chat.openButton).toBe('चॅट असिस्टंट उघडा')
    expect(mr.Chat.send).toBe('पाठवा')
    expect(mr.Chat.feedbackLabel).toBe('हे उत्तर उपयोगी होतं का?')
    expect(hi.Chat.inputPlaceholder).toBe('अपना सवाल यहाँ लिखें…')
    expect(careConfirmation(hi.Chat, 'pooja@example.com')).toBe('धन्यवाद! हमारी कस्टमर केयर टीम जल्द ही pooja@example.com पर जवाब देगी।')
  })

  it('the chat’s API answers (feedback, limits, hand-off) have their translations', () => {
    for (const text of [chatText.feedbackThanks, chatText.feedbackUnknown, chatText.feedbackTooMany, messages.assistantTooManyQuestions])
      expect(translateApiMessage(text, 'mr')).toMatch(/[\u0900-\u097F]/)
  })
})

describe('the job alert form’s and My account’s controls’ texts', () => {
  it('the English of the JobAlertForm, AccountControls and AccountForm namespaces is the components’ own, key for key', () => {
    expect(en.JobAlertForm).toEqual(jobAlertLabels)
    expect(en.AccountControls).toEqual(accountControlLabels)
    expect(en.AccountForm).toEqual(accountFormLabels)
  })

  it('Marathi and Hindi labels and buttons', () => {
    expect(mr.JobAlertForm.summary).toBe('अशाच नोकऱ्या मला ई-मेलवर पाठवा')
    expect(mr.JobAlertForm.submit).toBe('माझा जॉब अलर्ट सुरू करा')
    expect(hi.JobAlertForm.submit).toBe('मेरा जॉब अलर्ट बनाएँ')
    expect(hi.AccountControls.mailLanguage).toBe('हमारे ई-मेल की भाषा')
    expect(mr.AccountControls.deleteConfirm).toBe('हो, माझं खातं डिलीट करा')
    expect(mr.JobAlertPages.confirmButton).toBe('माझा जॉब अलर्ट पक्का करा')
  })

  it('the answers of the consents, password and e-mails’ language have their translations', () => {
    for (const text of [
      privacyMessages.consentGiven,
      privacyMessages.consentWithdrawn,
      messages.memberLanguageSaved,
      messages.memberLanguageInvalid,
      'Failed to change your password.',
    ])
      for (const locale of ['mr', 'hi'] as const) expect(translateApiMessage(text, locale)).toMatch(/[\u0900-\u097F]/)
    expect(translateApiMessage(messages.memberLanguageInvalid, 'mr')).toBe('कृपया आमच्या ई-मेलची भाषा निवडा: इंग्रजी, मराठी किंवा हिंदी.')
  })

  it('the e-mails’ language is one of the three, else a human refusal', () => {
    for (const language of ['en', 'mr', 'hi']) expect(memberLanguageSchema.safeParse({ language }).success).toBe(true)
    for (const body of [{ language: 'fr' }, { language: '' }, { language: 3 }, {}]) {
      const parsed = memberLanguageSchema.safeParse(body)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(messages.memberLanguageInvalid)
    }
  })
})

describe('My account’s “Your data”, profile correction and data-rights requests’ texts', () => {
  it('the English of the AccountPrivacy namespace is the components’ own, key for key', () => {
    expect(en.AccountPrivacy).toEqual(accountPrivacyLabels)
    for (const { label, value } of PRIVACY_REQUEST_KINDS) expect(accountPrivacyLabels[kindLabelKey(value)]).toBe(label)
    for (const kind of PRIVACY_REQUEST_KIND_VALUES) expect(accountPrivacyLabels[kindWordKey(kind)]).toBe(PRIVACY_KIND_WORDS[kind])
    // The labels of PROFILE_LABELS (features/privacy/correction.ts) but LinkedIn and GitHub, names in every language.
    for (const english of [
      'Name',
      'Phone',
      'Location',
      'Headline',
      'Skills',
      'Languages',
      'Years of experience',
      'Notice period (days)',
      'Portfolio',
    ])
      expect(accountPrivacyLabels[profileFieldKey[english]]).toBe(english)
  })

  it('Marathi and Hindi use the privacy notice’s words', () => {
    expect(mr.AccountPrivacy.kindErasure).toBe('माझा डेटा पुसून टाका')
    expect(mr.AccountPrivacy.wordNomination).toBe('नामनिर्देशन')
    expect(hi.AccountPrivacy.kindGrievance).toBe('शिकायत')
    expect(hi.AccountPrivacy.downloadButton).toBe('अपना डेटा डाउनलोड करें')
  })

  it('the answers of the data export, the correction and the requests have their translations, English unchanged', () => {
    for (const text of [
      privacyMessages.exportQueued,
      privacyMessages.exportTooOften,
      privacyMessages.profileSaved,
      privacyMessages.profileNothingChanged,
      privacyMessages.noCandidateProfile,
      privacyMessages.requestKindUnknown,
      privacyMessages.requestTextTooLong,
      privacyMessages.memberRequestFiled('PR-2026-0001', '2026-12-27'),
      privacyMessages.tooManyWaiting(5),
      'Please enter your name.',
      'Years of experience must be between 0 and 60.',
    ]) {
      expect(translateApiMessage(text, 'en')).toBe(text)
      for (const locale of ['mr', 'hi'] as const) expect(translateApiMessage(text, locale)).toMatch(/[\u0900-\u097F]/)
    }
    expect(translateApiMessage(privacyMessages.memberRequestFiled('PR-2026-0001', '2026-12-27'), 'mr')).toBe(
      'धन्यवाद. तुमची विनंती PR-2026-0001 नोंदवली आहे; आम्ही 2026-12-27 पर्यंत उत्तर देऊ. तिची प्रत तुमच्या ई-मेलवर पाठवत आहोत.',
    )
    expect(translateApiMessage('LinkedIn: write a full address starting with https://', 'hi')).toBe(
      'LinkedIn: https:// से शुरू होने वाला पूरा पता लिखें',
    )
  })
})
