// The e-mails' sentences in a member's language (messages/*.json, namespace Mail), for the mails that have a Marathi
// and Hindi version (docs/decisions/languages.md "E-mails"). Server only. The English mails keep their own builders,
// word for word; tests/unit/languageMails.test.ts checks that the Mail namespace's English gives the very same mails.
import en from './messages/en.json'
import hi from './messages/hi.json'
import mr from './messages/mr.json'

import { purposeLabelKey } from '@/components/account/accountControlTexts'
import { kindLabelKey } from '@/components/account/accountPrivacyTexts'
import type { ConsentPurpose } from '@/features/privacy/schemas'
import type { PrivacyRequestKind } from '@/features/privacy/options'
import { fillText } from '@/lib/fillText'

import type { Locale } from './locales'

export type MailKey = keyof typeof en.Mail
const mailTexts: Record<Locale, Record<MailKey, string>> = { en: en.Mail, mr: mr.Mail, hi: hi.Mail }

/** The sentence `key` in `locale` with its {placeholders} filled (these texts use plain arguments only). */
export function mailText(locale: Locale, key: MailKey, values: Record<string, string | number> = {}): string {
  return fillText(mailTexts[locale][key], values)
}

/** A stored member's language, English for anything else (rows from before the field existed). */
export const memberLocale = (value: unknown): Locale => (value === 'mr' || value === 'hi' ? value : 'en')

/**
 * A consent's purpose as My account names it in `locale` (AccountControls' `purpose…` words; English: the purposes'
 * labels), so the receipt of a withdrawal names what the member pressed.
 */
export const purposeNameIn = (locale: Locale, purpose: ConsentPurpose): string =>
  ({ en: en.AccountControls, mr: mr.AccountControls, hi: hi.AccountControls })[locale][purposeLabelKey[purpose]]

/** A privacy request's kind as the request form offers it in `locale` (AccountPrivacy's `kind…` words). */
export const privacyKindIn = (locale: Locale, kind: PrivacyRequestKind): string =>
  ({ en: en.AccountPrivacy, mr: mr.AccountPrivacy, hi: hi.AccountPrivacy })[locale][kindLabelKey(kind)]
