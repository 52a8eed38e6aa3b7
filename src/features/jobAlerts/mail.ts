// The job alerts' e-mails: the confirmation (double opt-in) and the alert itself, each role with its apply link
// carrying the alert's campaign fields, and links to change the alert or turn it off.
import type { OpeningSummary } from '@/features/openings/types'
import { employmentTypeLabel } from '@/features/openings/options'
import { composeMail, type MailContent } from '@/lib/mailContent'

import { frequencyWords } from './describe'

export function jobAlertConfirmation({
  companyName,
  confirmUrl,
  search,
  frequency,
}: {
  companyName: string
  confirmUrl: string
  search: string
  frequency: string
}): MailContent {
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

export type AlertRole = Pick<OpeningSummary, 'title' | 'location' | 'employmentType' | 'summary'> & { url: string }

export function jobAlertMail({
  companyName,
  search,
  roles,
  more = 0,
  changeUrl,
  unsubscribeUrl,
}: {
  companyName: string
  search: string
  roles: AlertRole[]
  /** Matching roles left out of a long list: they are on /jobs. */
  more?: number
  changeUrl: string
  unsubscribeUrl: string
}): MailContent {
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
