// The e-mails about leads: a staff notification (essentials + admin link) and the visitor's acknowledgement,
// each as text and HTML. Pure functions: no transport here.

import { leadKind, type LeadKindKey } from '@/features/leadDesk/kinds'
import { mailText } from '@/i18n/mailText'
import type { Locale } from '@/i18n/locales'
import { composeMail, type MailContent, type MailRow } from '@/lib/mailContent'
import { messages } from '@/lib/messages'
import { candidateStageMessage, type MailedStage } from '@/features/pipeline/stageMail'

export type { MailContent, MailRow }

export type LeadKind = LeadKindKey

/** The kind in the staff's own words, as the admin names it (features/leadDesk/kinds). */
const leadKindLabel = (kind: LeadKind) => leadKind(kind).label

/** The staff notification: what arrived, the essentials, and where to work it in the admin. */
export function staffNotification({
  kind,
  title,
  rows,
  adminUrl,
  companyName,
}: {
  kind: LeadKind
  title: string
  rows: MailRow[]
  adminUrl: string
  companyName: string
}): MailContent {
  return composeMail({
    subject: `New ${leadKindLabel(kind).toLowerCase()}: ${title}`,
    heading: `New ${leadKindLabel(kind).toLowerCase()}`,
    paragraphs: ['A visitor sent the website form below. It is stored in the lead inbox with status "New".'],
    rows,
    link: { text: 'Open it in the admin', href: adminUrl },
    footer: `${companyName} website`,
  })
}

/**
 * The visitor's acknowledgement (contact, team-up and talent). It names the request and nothing the visitor typed,
 * not even their name: the address is not verified, so anything repeated here could be sent to a third party.
 */
export function visitorAcknowledgement({
  what,
  nextStep,
  reference,
  companyName,
  siteUrl,
  locale = 'en',
}: {
  what: string
  nextStep: string
  /** The lead's reference (leadReference), quoted back so a later mail or call finds it. */
  reference: string
  companyName: string
  siteUrl: string
  /** A member's language (Marathi, Hindi: `what` and `nextStep` are then in it too); English by default. */
  locale?: Locale
}): MailContent {
  if (locale !== 'en') return localizedAcknowledgement({ what, nextStep, reference, companyName, siteUrl }, locale)
  return composeMail({
    subject: `We received your ${what} — ${companyName}`,
    heading: `Thank you for contacting ${companyName}`,
    paragraphs: [
      `We received your ${what} through our website. ${nextStep}`,
      `Your reference is ${reference}: please quote it if you write or call about it.`,
      'If you did not use a form on our website, someone else typed your address: you can ignore this e-mail.',
    ],
    footer: `${companyName} · ${siteUrl} · You receive this e-mail because your address was entered in a form on our website.`,
  })
}

/**
 * The acknowledgement in a member's language from the Mail namespace (its English is visitorAcknowledgement's own,
 * word for word: tests/unit/language-mails.test.ts).
 */
export function localizedAcknowledgement(
  {
    what,
    nextStep,
    reference,
    companyName,
    siteUrl,
  }: { what: string; nextStep: string; reference: string; companyName: string; siteUrl: string },
  locale: Locale,
): MailContent {
  const values = { what, nextStep, reference, company: companyName, siteUrl }
  return composeMail({
    locale,
    subject: mailText(locale, 'ackSubject', values),
    heading: mailText(locale, 'ackHeading', values),
    paragraphs: [mailText(locale, 'ackReceived', values), mailText(locale, 'ackReference', values), mailText(locale, 'ackNotYou', values)],
    footer: mailText(locale, 'ackFooter', values),
  })
}

/** Double opt-in: the only mail an unconfirmed address gets. Nothing in it comes from the visitor. */
/**
 * The newsletter's double opt-in mail, in the language of the page the address was entered on (`locale`;
 * docs/decisions/languages.md "The newsletter"); its link leads to the confirmation page of that language.
 */
export function subscriptionConfirmation({
  companyName,
  confirmUrl,
  locale = 'en',
}: {
  companyName: string
  confirmUrl: string
  locale?: Locale
}): MailContent {
  if (locale !== 'en') return localizedSubscriptionConfirmation({ companyName, confirmUrl }, locale)
  return composeMail({
    subject: `Please confirm your subscription to the ${companyName} newsletter`,
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${companyName} newsletter at this address. Open the link below and press the button to confirm. The link works for 7 days.`,
      'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
    ],
    link: { text: 'Confirm my subscription', href: confirmUrl },
    footer: `${companyName} · You receive this e-mail because your address was entered in our newsletter form.`,
  })
}

/** The confirmation from the Mail namespace (for `en` the English mail above, word for word). */
export function localizedSubscriptionConfirmation(
  { companyName: company, confirmUrl }: { companyName: string; confirmUrl: string },
  locale: Locale,
): MailContent {
  return composeMail({
    locale,
    subject: mailText(locale, 'newsletterConfirmSubject', { company }),
    heading: mailText(locale, 'newsletterConfirmHeading'),
    paragraphs: [mailText(locale, 'newsletterConfirmLead', { company }), mailText(locale, 'newsletterConfirmIgnore')],
    link: { text: mailText(locale, 'newsletterConfirmButton'), href: confirmUrl },
    footer: mailText(locale, 'newsletterConfirmFooter', { company }),
  })
}

/** The welcome once confirmed, in the subscription's language, with the unsubscribe link (to the page in it). */
export function subscriptionWelcome({
  companyName,
  unsubscribeUrl,
  locale = 'en',
}: {
  companyName: string
  unsubscribeUrl: string
  locale?: Locale
}): MailContent {
  if (locale !== 'en') return localizedSubscriptionWelcome({ companyName, unsubscribeUrl }, locale)
  return composeMail({
    subject: `You are subscribed to the ${companyName} newsletter`,
    heading: messages.subscriptionConfirmed,
    paragraphs: [
      `You will receive hiring notes and career tips from ${companyName} about once a month.`,
      'If you change your mind, you can unsubscribe at any time with the link below.',
    ],
    link: { text: 'Unsubscribe', href: unsubscribeUrl },
    footer: `${companyName} · Unsubscribe: ${unsubscribeUrl}`,
  })
}

/** The welcome from the Mail namespace (for `en` the English mail above, word for word). */
export function localizedSubscriptionWelcome(
  { companyName: company, unsubscribeUrl: url }: { companyName: string; unsubscribeUrl: string },
  locale: Locale,
): MailContent {
  return composeMail({
    locale,
    subject: mailText(locale, 'newsletterWelcomeSubject', { company }),
    heading: mailText(locale, 'newsletterWelcomeHeading'),
    paragraphs: [mailText(locale, 'newsletterWelcomeLead', { company }), mailText(locale, 'newsletterWelcomeLeave')],
    link: { text: mailText(locale, 'newsletterUnsubscribe'), href: url },
    footer: mailText(locale, 'newsletterWelcomeFooter', { company, url }),
  })
}

export function candidateStageUpdate({
  stage,
  roleTitle,
  companyName,
  accountUrl,
  locale = 'en',
}: {
  stage: MailedStage
  roleTitle: string | null
  companyName: string
  accountUrl: string
  /** The member's language (docs/decisions/languages.md "E-mails"); English by default. */
  locale?: Locale
}): MailContent {
  if (locale !== 'en') return localizedStageUpdate({ stage, roleTitle, companyName, accountUrl }, locale)
  const { subject, paragraphs } = candidateStageMessage(stage, roleTitle)
  return composeMail({
    subject: `${subject} — ${companyName}`,
    heading: subject,
    paragraphs,
    link: { text: 'My applications', href: accountUrl },
    footer: `${companyName} · You receive this e-mail because you applied through our website.`,
  })
}

/** The stage mail in a member's language from the Mail namespace (its English is candidateStageUpdate's own). */
export function localizedStageUpdate(
  { stage, roleTitle, companyName, accountUrl }: { stage: MailedStage; roleTitle: string | null; companyName: string; accountUrl: string },
  locale: Locale,
): MailContent {
  const stageKey = `${stage[0]?.toUpperCase() ?? ''}${stage.slice(1)}` as 'Interview' | 'Offer' | 'Placed' | 'Rejected'
  const subject = mailText(locale, `stage${stageKey}Subject`)
  return composeMail({
    locale,
    subject: `${subject} — ${companyName}`,
    heading: subject,
    paragraphs: [
      roleTitle ? mailText(locale, 'stageAboutRole', { role: roleTitle }) : mailText(locale, 'stageAboutGeneral'),
      mailText(locale, `stage${stageKey}Text`),
      mailText(locale, 'stageSeeAll'),
    ],
    link: { text: mailText(locale, 'stageLink'), href: accountUrl },
    footer: mailText(locale, 'stageFooter', { company: companyName }),
  })
}

/** The assignee's notice that a candidate withdrew: who, from which role and stage, and the link to the application. */
export function withdrawalNotice({
  candidate,
  roleTitle,
  stage,
  leadUrl,
  companyName,
}: {
  candidate: string
  roleTitle: string | null
  stage: string
  leadUrl: string
  companyName: string
}): MailContent {
  const role = roleTitle ?? 'a general application'
  return composeMail({
    subject: `Withdrawn by the candidate: ${candidate} (${role})`,
    heading: 'A candidate withdrew their application',
    paragraphs: [`${candidate} withdrew their application for ${role} under "My applications". It was at ${stage}.`],
    link: { text: 'Open the application', href: leadUrl },
    footer: `${companyName} · You receive this e-mail because this application is assigned to you.`,
  })
}
