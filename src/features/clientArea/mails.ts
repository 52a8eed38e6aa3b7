// The client area's e-mails (pure builders; the senders queue them through lib/mailQueue).
import { composeMail, type MailContent } from '@/lib/mailContent'

/** To each contact named on the requirement: a shortlist is waiting in the client area. */
export function shortlistSentMail(p: {
  company: string
  contactName: string
  requirement: string
  count: number
  link: string
}): MailContent {
  const people = p.count === 1 ? '1 candidate' : `${p.count} candidates`
  return composeMail({
    subject: `Shortlist for ${p.requirement}: ${people} to review`,
    heading: `Your shortlist for ${p.requirement}`,
    paragraphs: [
      `Dear ${p.contactName},`,
      `We have shortlisted ${people} for ${p.requirement}. You can read each profile and resume and tell us, for each candidate, whether you would like to interview them, reject them or ask us a question.`,
      'Log in with your e-mail address: we send you a one-time code, no password needed.',
    ],
    link: { text: 'Open the client area', href: p.link },
    footer: p.company,
  })
}

const decisionWords = { interview: 'would like to interview', reject: 'rejected', question: 'asked a question about' } as const

/** To the recruiter: a client decided on a candidate. */
export function decisionMail(p: {
  company: string
  client: string
  contact: string
  candidate: string
  requirement: string
  decision: 'interview' | 'reject' | 'question'
  reason?: string | null
  text?: string | null
  link: string
}): MailContent {
  const subject =
    p.decision === 'question'
      ? `${p.client} asked about ${p.candidate} (${p.requirement})`
      : `${p.client} ${p.decision === 'interview' ? 'wants to interview' : 'rejected'} ${p.candidate} (${p.requirement})`
  return composeMail({
    subject,
    heading: subject,
    paragraphs: [`${p.contact} of ${p.client} ${decisionWords[p.decision]} ${p.candidate} on the shortlist for ${p.requirement}.`],
    rows: [
      ['Reason', p.reason],
      [p.decision === 'question' ? 'Question' : 'Note', p.text],
    ],
    link: { text: 'Open the shortlist', href: p.link },
    footer: p.company,
  })
}

/** To the candidate: may we share your profile with this client? One click on the page agrees. */
export function consentRequestMail(p: {
  company: string
  candidate: string
  client: string
  requirement: string
  link: string
  days: number
}): MailContent {
  return composeMail({
    subject: `May we share your profile with ${p.client}?`,
    heading: `May we share your profile with ${p.client}?`,
    paragraphs: [
      `Dear ${p.candidate},`,
      `We would like to put you forward to ${p.client} for the role "${p.requirement}". Before we do, we need your permission to share your profile with them: your name, headline, skills, experience, notice period and resume, and your contact details only if we tell you first.`,
      `If you agree, open the link below and choose "Yes, share my profile". The link works for ${p.days} days. If you do not want us to share your profile, simply ignore this e-mail.`,
    ],
    link: { text: 'Give your permission', href: p.link },
    footer: p.company,
  })
}
