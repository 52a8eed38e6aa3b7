// The job alerts' e-mails: the confirmation (double opt-in) and the alert itself, each role with its apply link
// carrying the alert's campaign fields, and links to change the alert or turn it off. In English, or in Marathi or
// Hindi for an alert of a member who chose that language or made on a Marathi or Hindi page (alertLocale;
// docs/decisions/languages.md "E-mails"). Server only: the message files are read from here.
import type { OpeningSummary } from '@/features/openings/types'
import { employmentTypeLabel } from '@/features/openings/options'
import { mailText, memberLocale } from '@/i18n/mailText'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'
import { splitLocale, type Locale } from '@/i18n/locales'
import { composeMail, type MailContent } from '@/lib/mailContent'

import { describeAlertSearch, frequencyWords, type AlertSearch } from './describe'

const namespaces = { en, mr, hi }
const employmentTypeIn = (locale: Locale, value: string) =>
  locale === 'en'
    ? employmentTypeLabel(value)
    : ((namespaces[locale].EmploymentType as Record<string, string>)[value] ?? employmentTypeLabel(value))
const workModeIn = (locale: Locale, value: string) => (namespaces[locale].WorkMode as Record<string, string>)[value] ?? value
const frequencyIn = (locale: Locale, frequency: string) =>
  locale === 'en' ? frequencyWords(frequency) : mailText(locale, frequency === 'daily' ? 'alertDaily' : 'alertWeekly')

/**
 * The language of an alert's mails: the member's, when the address is a member's; otherwise the language of the page
 * the alert was made on (its stored `sourcePage`, `/mr/jobs?…`, or the form's `language`); English for anything else.
 */
export function alertLocale({
  memberLanguage,
  sourcePage,
  formLanguage,
}: {
  memberLanguage?: unknown
  sourcePage?: string | null
  formLanguage?: unknown
}): Locale {
  if (memberLanguage !== undefined && memberLanguage !== null) return memberLocale(memberLanguage)
  if (formLanguage === 'mr' || formLanguage === 'hi') return formLanguage
  if (sourcePage) {
    let path = sourcePage
    try {
      path = new URL(sourcePage, 'https://x.invalid').pathname
    } catch {
      // not an address: read as it is
    }
    return splitLocale(path).locale
  }
  return 'en'
}

/** describeAlertSearch (describe.ts) in `locale`: the very same English words for `en` (tests/unit). */
export function describeAlertSearchIn(locale: Locale, search: AlertSearch): string {
  if (locale === 'en') return describeAlertSearch(search)
  const parts = [
    search.pillar ? search.pillarName || search.pillar : '',
    search.employmentType ? employmentTypeIn(locale, search.employmentType) : '',
    search.workMode ? workModeIn(locale, search.workMode) : '',
  ].filter(Boolean)
  const kind = parts.length ? mailText(locale, 'alertKindRoles', { kinds: parts.join(', ') }) : mailText(locale, 'alertAllRoles')
  return search.searchTerm ? mailText(locale, 'alertMatching', { kind, term: search.searchTerm }) : kind
}

export function jobAlertConfirmation({
  companyName,
  confirmUrl,
  search,
  frequency,
  locale = 'en',
}: {
  companyName: string
  confirmUrl: string
  search: string
  frequency: string
  locale?: Locale
}): MailContent {
  if (locale !== 'en') return localizedJobAlertConfirmation({ companyName, confirmUrl, search, frequency }, locale)
  return composeMail({
    subject: `Please confirm your job alert from ${companyName}`,
    heading: 'Please confirm your job alert',
    paragraphs: [
      `Someone, hopefully you, asked ${companyName} to e-mail new open roles to this address ${frequencyWords(frequency)}. Open the link below and press the button to confirm. The link works for 7 days.`,
      'If you did not ask for it, ignore this e-mail: you will not receive any alerts.',
    ],
    rows: [['Roles', search]],
    link: { text: 'Confirm my job alert', href: confirmUrl },
    footer: `${companyName} · You receive this e-mail because your address was entered in our job alert form.`,
  })
}

/** The confirmation from the Mail namespace (for `en` the English mail above, word for word). */
export function localizedJobAlertConfirmation(
  { companyName, confirmUrl, search, frequency }: { companyName: string; confirmUrl: string; search: string; frequency: string },
  locale: Locale,
): MailContent {
  const company = companyName
  return composeMail({
    locale,
    subject: mailText(locale, 'alertConfirmSubject', { company }),
    heading: mailText(locale, 'alertConfirmHeading'),
    paragraphs: [
      mailText(locale, 'alertConfirmLead', { company, frequency: frequencyIn(locale, frequency) }),
      mailText(locale, 'alertConfirmIgnore'),
    ],
    rows: [[mailText(locale, 'alertRolesRow'), search]],
    link: { text: mailText(locale, 'alertConfirmButton'), href: confirmUrl },
    footer: mailText(locale, 'alertConfirmFooter', { company }),
  })
}

type AlertRole = Pick<OpeningSummary, 'title' | 'location' | 'employmentType' | 'summary'> & { url: string }

type AlertMailArgs = {
  companyName: string
  search: string
  roles: AlertRole[]
  /** Matching roles left out of a long list: they are on /jobs. */
  more?: number
  changeUrl: string
  unsubscribeUrl: string
  locale?: Locale
}

export function jobAlertMail({
  companyName,
  search,
  roles,
  more = 0,
  changeUrl,
  unsubscribeUrl,
  locale = 'en',
}: AlertMailArgs): MailContent {
  if (locale !== 'en') return localizedJobAlertMail({ companyName, search, roles, more, changeUrl, unsubscribeUrl }, locale)
  const total = roles.length + more
  const count = total === 1 ? '1 new role' : `${total} new roles`
  return composeMail({
    subject: `${count} for you at ${companyName}`,
    heading: `${count} matching your job alert`,
    paragraphs: [`Your alert: ${search}.`, ...(more ? [`The newest ${roles.length} are below; ${more} more are on our jobs page.`] : [])],
    rows: roles.map((role, index): [string, string] => [
      `Role ${index + 1}`,
      `${role.title} (${employmentTypeLabel(role.employmentType)}, ${role.location})\n${role.summary}\n${role.url}`,
    ]),
    link: { text: 'Change this alert', href: changeUrl },
    footer: `${companyName} · You receive this e-mail because you confirmed a job alert. Turn it off: ${unsubscribeUrl}`,
  })
}

/** The alert from the Mail namespace (for `en` the English mail above, word for word). Role content stays as staff wrote it. */
export function localizedJobAlertMail(
  { companyName, search, roles, more = 0, changeUrl, unsubscribeUrl }: Omit<AlertMailArgs, 'locale'>,
  locale: Locale,
): MailContent {
  const company = companyName
  const total = roles.length + more
  const count = total === 1 ? mailText(locale, 'alertCountOne') : mailText(locale, 'alertCountMany', { count: total })
  return composeMail({
    locale,
    subject: mailText(locale, 'alertSubject', { count, company }),
    heading: mailText(locale, 'alertHeading', { count }),
    paragraphs: [
      mailText(locale, 'alertSearch', { search }),
      ...(more ? [mailText(locale, 'alertMore', { shown: roles.length, more })] : []),
    ],
    rows: roles.map((role, index): [string, string] => [
      mailText(locale, 'alertRoleRow', { number: index + 1 }),
      `${role.title} (${employmentTypeIn(locale, role.employmentType)}, ${role.location})\n${role.summary}\n${role.url}`,
    ]),
    link: { text: mailText(locale, 'alertChangeLink'), href: changeUrl },
    footer: mailText(locale, 'alertFooter', { company, url: unsubscribeUrl }),
  })
}
