// The privacy e-mails as text and HTML: pure builders (consents.ts and requests.ts queue them).
import { indiaDateTime, intlLocale, type Locale } from '@/i18n/locales'
import { mailText } from '@/i18n/mailText'
import { composeMail, type MailContent } from '@/lib/mailContent'

/**
 * The receipt of a withdrawal: what was withdrawn, when, and how to give it again. `purpose` is the purpose's name in
 * `locale` (the member's language; `purposeNameIn`), `accountUrl` the account page of that language.
 */
export function withdrawalReceipt(company: string, purpose: string, at: Date, accountUrl: string, locale: Locale = 'en'): MailContent {
  if (locale !== 'en') return localizedWithdrawalReceipt(company, purpose, at, accountUrl, locale)
  const subject = `Your consent is withdrawn: ${purpose}`
  return composeMail({
    subject,
    heading: subject,
    paragraphs: [
      `This is your receipt: you withdrew your consent to ${company} for "${purpose}". We stop this use of your personal data from now on.`,
      `You can see all your consents, and give this one again whenever you like, on your account page: ${accountUrl}`,
    ],
    rows: [
      ['Purpose', purpose],
      ['Withdrawn at', at.toISOString()],
    ],
    footer: company,
  })
}

/**
 * The same receipt from the Mail namespace (docs/decisions/languages.md "E-mails"); for `en` the English mail above,
 * word for word (tests/unit/language-mails-privacy.test.ts). In Marathi and Hindi the moment is India time in the
 * language (its row says so) rather than the English mail's UTC stamp.
 */
export function localizedWithdrawalReceipt(company: string, purpose: string, at: Date, accountUrl: string, locale: Locale): MailContent {
  const subject = mailText(locale, 'withdrawalSubject', { purpose })
  return composeMail({
    locale,
    subject,
    heading: subject,
    paragraphs: [mailText(locale, 'withdrawalReceipt', { company, purpose }), mailText(locale, 'withdrawalGiveAgain', { accountUrl })],
    rows: [
      [mailText(locale, 'withdrawalPurpose'), purpose],
      [mailText(locale, 'withdrawalAt'), locale === 'en' ? at.toISOString() : indiaDateTime(at, locale)],
    ],
    footer: company,
  })
}

type PrivacyRequestCopy = { reference: string; kind: string; text: string; dueOn: Date }

/**
 * The copy of a confirmed privacy request, with its due date. `request.kind` is the kind's name in `locale` (the
 * reader's language; `privacyKindIn`).
 */
export function privacyRequestReceipt(
  company: string,
  request: PrivacyRequestCopy,
  grievanceContact: string | null,
  locale: Locale = 'en',
): MailContent {
  if (locale !== 'en') return localizedPrivacyRequestReceipt(company, request, grievanceContact, locale)
  const subject = `We received your privacy request ${request.reference}`
  return composeMail({
    subject,
    heading: subject,
    paragraphs: [
      `Thank you. ${company} received your request and will answer it by ${request.dueOn.toISOString().slice(0, 10)}.`,
      grievanceContact
        ? `If you are not satisfied with our answer, write to our Grievance Officer: ${grievanceContact}.`
        : 'If you are not satisfied with our answer, reply to this e-mail.',
    ],
    rows: [
      ['Reference', request.reference],
      ['Request', request.kind],
      ['Your words', request.text],
    ],
    footer: company,
  })
}

/**
 * The same copy from the Mail namespace; for `en` the English mail above, word for word. The due date is the English
 * mail's day (UTC, as the API's answer gives it) written in the language ("28 डिसेंबर, 2026").
 */
export function localizedPrivacyRequestReceipt(
  company: string,
  request: PrivacyRequestCopy,
  grievanceContact: string | null,
  locale: Locale,
): MailContent {
  const subject = mailText(locale, 'privacyReceiptSubject', { reference: request.reference })
  const due =
    locale === 'en'
      ? request.dueOn.toISOString().slice(0, 10)
      : request.dueOn.toLocaleDateString(intlLocale[locale], { timeZone: 'UTC', dateStyle: 'long' })
  return composeMail({
    locale,
    subject,
    heading: subject,
    paragraphs: [
      mailText(locale, 'privacyReceiptThanks', { company, due }),
      grievanceContact ? mailText(locale, 'privacyReceiptOfficer', { contact: grievanceContact }) : mailText(locale, 'privacyReceiptReply'),
    ],
    rows: [
      [mailText(locale, 'privacyReceiptReference'), request.reference],
      [mailText(locale, 'privacyReceiptKind'), request.kind],
      [mailText(locale, 'privacyReceiptWords'), request.text],
    ],
    footer: company,
  })
}

/** The signed link to a member's data export, valid until `expiresAt`; in the member's language (`locale`). */
export function dataExportReady(company: string, name: string, link: string, expiresAt: Date, locale: Locale = 'en'): MailContent {
  if (locale !== 'en') return localizedDataExportReady(company, name, link, expiresAt, locale)
  const subject = 'Your data is ready to download'
  const until = expiresAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })
  return composeMail({
    subject,
    heading: subject,
    paragraphs: [
      `Hello ${name}, the copy of the personal data ${company} holds about you, which you asked for, is ready: a ZIP file with your records (data.json) and your resume files.`,
      `The link works until ${until} India time (24 hours); after that the file is deleted and you can ask again on your account page. Anyone with the link can download the file, so do not forward this e-mail.`,
    ],
    link: { text: 'Download your data', href: link },
    footer: company,
  })
}

/**
 * The same mail from the Mail namespace (docs/decisions/languages.md "E-mails"); for `en` the English mail above, word
 * for word (tests/unit/language-mails-more.test.ts). The date in the language, Latin digits.
 */
export function localizedDataExportReady(company: string, name: string, link: string, expiresAt: Date, locale: Locale): MailContent {
  const subject = mailText(locale, 'exportSubject')
  const until = indiaDateTime(expiresAt, locale)
  return composeMail({
    locale,
    subject,
    heading: subject,
    paragraphs: [mailText(locale, 'exportReady', { name, company }), mailText(locale, 'exportUntil', { until })],
    link: { text: mailText(locale, 'exportLink'), href: link },
    footer: company,
  })
}
