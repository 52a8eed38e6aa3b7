// The candidate's side of the consent link (docs/decisions/clients.md, "Consent"): the page names the client and
// the role; one click records a client-sharing consent with channel "email-link".
import { getPayloadClient } from '@/lib/payload'
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'

import { readConsentToken, recordSharingConsent } from './consent'
import { loadCompany } from './data'

export const consentGuard = requestGuard({ keyPrefix: 'consent-link', points: 20, duration: 60, msg: messages.tooManyRequests })

const invalid = 'This link is not valid. Please use the link from our e-mail as it is, or ask your recruiter for a new one.'
const expired = 'This link has expired. Please ask your recruiter for a new one.'

export type ConsentLinkDetails = { ok: true; client: string; candidate: string } | { ok: false; msg: string }

/** What the consent page shows for a token. */
export async function consentLinkDetails(token: string): Promise<ConsentLinkDetails> {
  const link = readConsentToken(token)
  if (link === 'invalid') return { ok: false, msg: invalid }
  if (link === 'expired') return { ok: false, msg: expired }
  const payload = await getPayloadClient()
  const company = await loadCompany(payload, link.clientId)
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: link.candidateId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!company || !candidate || candidate.email?.toLowerCase() !== link.email) return { ok: false, msg: invalid }
  return { ok: true, client: company.name, candidate: candidate.name }
}

/** Records the consent the link stands for. */
export async function giveConsent(
  token: string,
  ip: string,
): Promise<{ ok: true; msg: string } | { ok: false; error: string; msg: string }> {
  const details = await consentLinkDetails(token)
  if (!details.ok) return { ok: false, error: 'invalid_token', msg: details.msg }
  const link = readConsentToken(token) as Exclude<ReturnType<typeof readConsentToken>, string>
  const payload = await getPayloadClient()
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: link.candidateId,
    depth: 0,
    overrideAccess: true,
    select: { member: true },
  })
  const member = typeof candidate.member === 'object' && candidate.member ? candidate.member.id : (candidate.member ?? null)
  await recordSharingConsent(payload, {
    ...link,
    granted: true,
    channel: 'email-link',
    ip,
    member: member === null ? null : Number(member),
  })
  return { ok: true, msg: `Thank you. We may now share your profile with ${details.client}.` }
}
