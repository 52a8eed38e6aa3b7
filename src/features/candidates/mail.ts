// The one e-mail the talent pool sends a person (docs/decisions/talent-pool.md, "Sourcing into roles"): when staff add
// them to a role and tick "E-mail the candidate". It names the role only: no notes, no staff names, and not even the
// person's name (the address on a profile is not verified: anything repeated here could reach a third party).
import { composeMail, type MailContent } from '@/lib/mailContent'

export function sourcedCandidateMail({
  roleTitle,
  roleUrl,
  companyName,
}: {
  roleTitle: string
  roleUrl: string | null
  companyName: string
}): MailContent {
  const subject = `A role that may suit you: ${roleTitle}`
  return composeMail({
    subject: `${subject} — ${companyName}`,
    heading: subject,
    paragraphs: [
      `Our recruiters think your profile fits the role ${roleTitle}, and have put you forward for it. We will contact you shortly about the next steps.`,
      'If you are not interested, simply reply to this e-mail and we will take you off the role. If you never shared your profile with us, someone else gave your address: you can ignore this e-mail.',
    ],
    ...(roleUrl ? { link: { text: 'About the role', href: roleUrl } } : {}),
    footer: `${companyName} · You receive this e-mail because you shared your profile with us.`,
  })
}
